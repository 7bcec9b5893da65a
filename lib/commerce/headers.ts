import { CULTURE } from '../constants';

/** The headers every commerce call carries: culture, sales channel name and, when known, id. */

export interface CommerceChannel {
  salesChannelName: string;
  salesChannelId?: string | null;
}

export function commerceHeaders(channel: CommerceChannel): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', culture: CULTURE, saleschannelname: channel.salesChannelName };
  if (channel.salesChannelId) headers.saleschannelid = channel.salesChannelId;
  return headers;
}
