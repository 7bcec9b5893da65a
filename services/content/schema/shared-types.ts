/**
 * The model-independent part of the schema, named and shaped as in the DatoCMS Content Delivery API:
 * scalars, filter inputs, files and responsive images, SEO, video and site types.
 */
export const SHARED_SDL = `"""An item id (a numeric string)."""
scalar ItemId
"""An upload (asset) id."""
scalar UploadId
"""ISO 8601 date and time in UTC."""
scalar DateTime
"""ISO 8601 date (YYYY-MM-DD)."""
scalar Date
"""Any JSON value."""
scalar JsonField
"""A 32-bit integer."""
scalar IntType
"""A double-precision number."""
scalar FloatType
"""true or false."""
scalar BooleanType
"""A JSON object of string values attached to an upload."""
scalar CustomData
"""A JSON object of HTML attributes of a meta tag."""
scalar MetaTagAttributes

enum SiteLocale {
  sv_SE
}

enum ItemStatus {
  draft
  published
  updated
}

type CollectionMetadata {
  count: IntType!
}

"""A meta tag for the page head, as rendered by react-datocms' renderMetaTags/toNextMetadata."""
type Tag {
  attributes: MetaTagAttributes
  content: String
  tag: String!
}

interface RecordInterface {
  _createdAt: DateTime!
  """The record's address in the editor; null without X-Base-Editing-Url."""
  _editingUrl: String
  _firstPublishedAt: DateTime
  _isValid: BooleanType!
  _modelApiKey: String!
  """Null: the local service has no scheduled publishing."""
  _publicationScheduledAt: DateTime
  _publishedAt: DateTime
  _seoMetaTags(locale: SiteLocale): [Tag!]!
  _status: ItemStatus!
  """Null: the local service has no scheduled unpublishing."""
  _unpublishingScheduledAt: DateTime
  _updatedAt: DateTime!
  id: ItemId!
}

"""One locale's value of a localized String field (\`_allXxxLocales\`)."""
type StringMultiLocaleField {
  locale: SiteLocale
  value: String
}

type SeoField {
  description: String
  image: FileField
  noIndex: BooleanType
  title: String
  twitterCard: String
}

type GlobalSeoField {
  facebookPageUrl: String
  fallbackSeo: SeoField
  siteName: String
  titleSuffix: String
  twitterAccount: String
}

type Site {
  faviconMetaTags: [Tag!]!
  globalSeo(fallbackLocales: [SiteLocale!], locale: SiteLocale): GlobalSeoField
  id: ItemId!
  locale: SiteLocale
  locales: [SiteLocale!]!
  noIndex: BooleanType
}

type VideoField {
  height: IntType!
  provider: String!
  providerUid: String!
  thumbnailUrl: String!
  title: String!
  url: String!
  width: IntType!
}

type ResponsiveImage {
  alt: String
  aspectRatio: FloatType!
  base64: String
  bgColor: String
  height: IntType!
  sizes: String!
  src: String!
  srcSet: String!
  title: String
  webpSrcSet: String!
  width: IntType!
}

type FileField {
  _createdAt: DateTime!
  _updatedAt: DateTime!
  alt(fallbackLocales: [SiteLocale!], locale: SiteLocale): String
  basename: String!
  blurUpThumb: String
  blurhash: String
  colors: [ColorField!]!
  customData(fallbackLocales: [SiteLocale!], locale: SiteLocale): CustomData!
  filename: String!
  focalPoint(fallbackLocales: [SiteLocale!], locale: SiteLocale): focalPoint
  format: String!
  height: IntType
  id: UploadId!
  mimeType: String!
  responsiveImage(fallbackLocales: [SiteLocale!], imgixParams: ImgixParams, locale: SiteLocale, sizes: String): ResponsiveImage
  smartTags: [String!]!
  tags: [String!]!
  title(fallbackLocales: [SiteLocale!], locale: SiteLocale): String
  url(imgixParams: ImgixParams): String!
  width: IntType
}

"""A colour (an upload's dominant colours)."""
type ColorField {
  alpha: IntType!
  blue: IntType!
  cssRgb: String!
  green: IntType!
  hex: String!
  red: IntType!
}

"""Where an image's subject is, as fractions of its width and height from the top left (DatoCMS's focal point)."""
type focalPoint {
  x: FloatType!
  y: FloatType!
}

enum ImgixParamsAuto {
  compress
  enhance
  format
  redeye
}

enum ImgixParamsCrop {
  bottom
  edges
  entropy
  faces
  focalpoint
  left
  right
  top
}

enum ImgixParamsFit {
  clamp
  clip
  crop
  facearea
  fill
  fillmax
  max
  min
  scale
}

enum ImgixParamsFm {
  avif
  blurhash
  gif
  jp2
  jpg
  json
  mp4
  pjpg
  png
  png32
  png8
  webm
  webp
}

enum ImgixParamsFill {
  blur
  gen
  solid
}

enum ImgixParamsFlip {
  h
  hv
  v
}

"""The imgix parameters of an upload's URL (the local asset host draws them; see docs/local-services.md)."""
input ImgixParams {
  ar: String
  auto: [ImgixParamsAuto!]
  bg: String
  blur: IntType
  border: String
  crop: [ImgixParamsCrop!]
  dpr: FloatType
  fill: ImgixParamsFill
  fillColor: String
  fit: ImgixParamsFit
  flip: ImgixParamsFlip
  fm: ImgixParamsFm
  fpDebug: BooleanType
  fpX: FloatType
  fpY: FloatType
  fpZ: FloatType
  h: FloatType
  mark: String
  maxH: IntType
  maxW: IntType
  minH: IntType
  minW: IntType
  pad: IntType
  q: IntType
  rect: String
  rot: FloatType
  sat: IntType
  sharp: FloatType
  txt: String
  w: FloatType
}

input ItemIdFilter {
  eq: ItemId
  in: [ItemId]
  neq: ItemId
  notIn: [ItemId]
}

input SlugFilter {
  eq: String
  in: [String]
  neq: String
  notIn: [String]
}

input StringMatchesFilter {
  caseSensitive: BooleanType = false
  pattern: String!
  """
  The pattern is a regular expression (the default) or, with false, a plain substring. The local service
  runs JavaScript regular expressions in linear time: back-references and look-arounds are refused.
  """
  regexp: BooleanType = true
}

input StringFilter {
  eq: String
  exists: BooleanType
  in: [String]
  isBlank: BooleanType
  isPresent: BooleanType
  matches: StringMatchesFilter
  neq: String
  notIn: [String]
  notMatches: StringMatchesFilter
}

input LinkFilter {
  eq: ItemId
  exists: BooleanType
  in: [ItemId]
  neq: ItemId
  notIn: [ItemId]
}

input LinksFilter {
  allIn: [ItemId]
  anyIn: [ItemId]
  eq: [ItemId]
  exists: BooleanType
  notIn: [ItemId]
}

input ParentFilter {
  eq: ItemId
  exists: BooleanType
}

input PositionFilter {
  eq: IntType
  gt: IntType
  gte: IntType
  lt: IntType
  lte: IntType
  neq: IntType
}

input BooleanFilter {
  eq: BooleanType
}

input IntegerFilter {
  eq: IntType
  exists: BooleanType
  gt: IntType
  gte: IntType
  lt: IntType
  lte: IntType
  neq: IntType
}

input DateFilter {
  eq: Date
  exists: BooleanType
  gt: Date
  gte: Date
  lt: Date
  lte: Date
  neq: Date
}

input CreatedAtFilter {
  eq: DateTime
  exists: BooleanType
  gt: DateTime
  gte: DateTime
  lt: DateTime
  lte: DateTime
  neq: DateTime
}

input UpdatedAtFilter {
  eq: DateTime
  exists: BooleanType
  gt: DateTime
  gte: DateTime
  lt: DateTime
  lte: DateTime
  neq: DateTime
}

input PublishedAtFilter {
  eq: DateTime
  exists: BooleanType
  gt: DateTime
  gte: DateTime
  lt: DateTime
  lte: DateTime
  neq: DateTime
}

input StatusFilter {
  eq: ItemStatus
  in: [ItemStatus]
  neq: ItemStatus
  notIn: [ItemStatus]
}

"""Records by the locales they have content in (\`_locales\`)."""
input LocalesFilter {
  allIn: [SiteLocale!]
  anyIn: [SiteLocale!]
  notIn: [SiteLocale!]
}
`;
