export { createUsersService, type UsersService } from './users.service.ts';
