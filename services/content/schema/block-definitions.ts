import type { ModelDefinition } from './definition-types';

/**
 * Block models: records embedded in a field of another record (DatoCMS modular content / single block
 * fields). They have an id and `_modelApiKey` but no root query fields.
 */
export function blockModels(specialPages: readonly { key: string; name: string }[]): ModelDefinition[] {
  return [
    {
      apiKey: 'size',
      name: 'Size',
      kind: 'block',
      fields: [
        {
          name: 'kind',
          type: 'String',
          format: 'enum',
          enumValues: ['diameter', 'height', 'length', 'ringSize', 'thickness', 'width', 'wireDiameter'],
          required: true,
        },
        { name: 'value', type: 'String', required: true },
      ],
    },
    {
      apiKey: 'pricing',
      name: 'Pricing',
      kind: 'block',
      fields: [
        { name: 'salesChannel', type: 'SalesChannelRecord', required: true },
        { name: 'price', type: 'FloatType', required: true },
        { name: 'priceDiscounted', type: 'FloatType' },
        { name: 'percentDiscount', type: 'IntType' },
      ],
    },
    {
      apiKey: 'video_block',
      name: 'VideoBlock',
      kind: 'block',
      fields: [
        { name: 'title', type: 'String' },
        { name: 'video', type: 'VideoField', required: true },
        { name: 'thumbnail', type: 'FileField', uploads: 'image' },
      ],
    },
    {
      apiKey: 'image_gallery_block',
      name: 'ImageGalleryBlock',
      kind: 'block',
      fields: [
        { name: 'title', type: 'String' },
        { name: 'images', type: '[FileField!]!', uploads: 'image' },
      ],
    },
    { apiKey: 'header', name: 'Header', kind: 'block', fields: [{ name: 'menus', type: '[HeaderMenuRecord!]!' }] },
    {
      apiKey: 'header_menu',
      name: 'HeaderMenu',
      kind: 'block',
      fields: [
        { name: 'label', type: 'String' },
        { name: 'menuType', type: 'String' },
        { name: 'groups', type: '[MenuGroupRecord!]!' },
      ],
    },
    {
      apiKey: 'menu_group',
      name: 'MenuGroup',
      kind: 'block',
      fields: [
        { name: 'title', type: 'String' },
        { name: 'links', type: '[MenuLinkRecord!]!' },
      ],
    },
    {
      apiKey: 'menu_link',
      name: 'MenuLink',
      kind: 'block',
      fields: [
        { name: 'label', type: 'String' },
        { name: 'link', type: 'MenuLinkModelLinkField' },
        { name: 'variantId', type: 'String' },
      ],
    },
    {
      apiKey: 'footer',
      name: 'Footer',
      kind: 'block',
      fields: [
        { name: 'columns', type: '[MenuGroupRecord!]!' },
        { name: 'socialLinks', type: '[SocialLinkRecord!]!' },
        { name: 'customerServiceText', type: 'String', fieldType: 'text' },
        { name: 'contactText', type: 'String', fieldType: 'text' },
      ],
    },
    {
      apiKey: 'social_link',
      name: 'SocialLink',
      kind: 'block',
      fields: [
        { name: 'network', type: 'String', format: 'enum', enumValues: ['facebook', 'instagram', 'pinterest', 'tiktok'], required: true },
        { name: 'url', type: 'String', format: 'url', required: true },
      ],
    },
    {
      apiKey: 'shipping_config',
      name: 'ShippingConfig',
      kind: 'block',
      fields: [
        { name: 'shippingFee', type: 'FloatType' },
        { name: 'freeShippingFrom', type: 'FloatType' },
      ],
    },
    {
      apiKey: 'sales_channel_config',
      name: 'SalesChannelConfig',
      kind: 'block',
      fields: [
        { name: 'salesChannelName', type: 'String' },
        { name: 'salesChannelId', type: 'String' },
        { name: 'salesChannel', type: 'SalesChannelRecord' },
      ],
    },
    {
      apiKey: 'special_pages',
      name: 'SpecialPages',
      kind: 'block',
      fields: specialPages.map((page) => ({ name: page.key, type: `${page.name}Record` })),
    },
  ];
}
