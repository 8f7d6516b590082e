/** The demo back ends of the Rimal storefront: catalog, MSW handlers, scenarios, state. */
export * from './catalog';
export {
  DEFAULT_MOCK_API_PORT,
  DEMO_CONTENT_TOKEN,
  demoEndpoints,
  demoEndpointsAt,
  httpEndpoints,
  mediaUrl,
} from './endpoints';
export type { DemoEndpoints } from './endpoints';
export {
  DEFAULT_PAGE_SIZE,
  DEMO_CARDS,
  MAX_PAGE_SIZE,
  MAX_UPLOAD_BYTES,
  SESSION_LIFETIME_MS,
  StrapiError,
  contactProblem,
  createContentHandlers,
  createHandlerGroups,
  createHandlers,
  createMailHandlers,
  createShopHandlers,
  departmentValues,
  sessionIdFromClientSecret,
} from './handlers';
export type { HandlerGroup, HandlerGroups, ShopHandlerOptions } from './handlers';
export {
  SLOW_DELAY_MS,
  formatDemoParam,
  parseDemoParam,
  scenarioGroups,
  scenarioHandlers,
  scenarioModes,
  storyScenario,
  toScenarioMap,
} from './scenarios';
export type { ScenarioInput, ScenarioMap, ScenarioMode, ScenarioOptions } from './scenarios';
export {
  STATE_STORAGE_KEY,
  checkoutSession,
  createMemoryStore,
  createSessionStorageStore,
  defaultStateStore,
  getStateStore,
  mailOutbox,
  mailUploads,
  readState,
  resetMockState,
  setStateStore,
  shopOrderRefs,
  shopOrders,
  usedPrizeCodes,
} from './state';
export type {
  CheckoutLine,
  CheckoutSession,
  MailOutboxEntry,
  MockState,
  OrderRecord,
  SessionStatus,
  StateStore,
  StorageLike,
  UploadedFileRecord,
} from './state';
