import { afterAll } from 'vitest';
import { closeTestDatabase } from './app';

afterAll(closeTestDatabase);
