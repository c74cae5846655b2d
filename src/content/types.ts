/**
 * The shapes of the website's copy. Copy is typed data, rendered by React as text (never as HTML),
 * so a page cannot carry markup and every link is a real route or address checked by a test.
 */

/** `to` is a site path ('/pricing'), an https:// address or a mailto: address. */
export interface ContentLink {
  readonly text: string
  readonly to: string
}

export type Inline = string | ContentLink

/** A run of text, optionally with links inside it. */
export type RichText = string | readonly Inline[]

export type Block =
  | { readonly type: 'p'; readonly text: RichText }
  | { readonly type: 'list'; readonly items: readonly RichText[]; readonly ordered?: boolean }
  | { readonly type: 'facts'; readonly items: readonly { readonly term: string; readonly text: RichText }[] }
  | {
      readonly type: 'table'
      readonly caption: string
      readonly head: readonly string[]
      readonly rows: readonly (readonly string[])[]
    }
  | { readonly type: 'quote'; readonly text: string; readonly cite: string }
  | { readonly type: 'note'; readonly text: RichText }

export interface Section {
  readonly heading: string
  /** The anchor (`#id`) and the key a page uses to place an interactive part after this section. */
  readonly id?: string
  readonly blocks: readonly Block[]
}

export interface CallToAction {
  readonly label: string
  readonly to: string
}

/** Audience accents of spec 000 §9: advisory red, founders green, investors purple, product orange. */
export type Accent = 'advisory' | 'founders' | 'investors' | 'product'

export interface PageContent {
  /** A short line above the heading. */
  readonly eyebrow?: string
  /** The first paragraph under the heading. */
  readonly lead: RichText
  readonly accent?: Accent
  readonly ctas?: readonly CallToAction[]
  readonly sections: readonly Section[]
  /** Legal and policy pages say when they last changed. */
  readonly lastUpdated?: string
}

export interface Question {
  readonly question: string
  readonly answer: readonly Block[]
}

export interface QuestionGroup {
  readonly heading: string
  readonly questions: readonly Question[]
}
