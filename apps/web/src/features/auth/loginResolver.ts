import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@carenet/shared';

/** The login form's validation, loaded on its first use (lib/lazyResolver). */
export const loginResolver = zodResolver(loginSchema);
