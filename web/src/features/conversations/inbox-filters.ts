/** The firm inbox's filters (`/firm/conversations?filter=`), apart from its screen: the route checks them at start-up. */
export const INBOX_FILTERS = ['new', 'processed', 'mine', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
