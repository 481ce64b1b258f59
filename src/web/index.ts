// Public API of the dashboard: collect the data, serve it, or export it as static files.
export { DashboardData, type DashboardOptions } from "./collect.js";
export { createDashboardApp, startDashboard, type RunningDashboard } from "./server.js";
export { exportDashboard, type ExportResult } from "./export.js";
export { clientAssets, type ClientAssets } from "./bundle.js";
export * from "./model.js";
