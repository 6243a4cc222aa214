export { registerStaffAuthRoutes } from './auth.routes.js';
export { registerStaffRoutes } from './staff.routes.js';
export { createStaffService, type StaffService, type StaffCreated, type StaffMember } from './staff.service.js';
export { createStaffSessions, type StaffSessions } from './staff-sessions.service.js';
export { createStaffSignIn, type StaffSignIn } from './staff-sign-in.service.js';
