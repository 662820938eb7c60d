export { QueryClient } from '@tanstack/react-query';
