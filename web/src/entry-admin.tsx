import { boot } from './boot';
import { createAppRouter } from './router';

// The back office's browser entry (pages under /admin, chosen by entry-server.tsx): the whole route
// tree, the admin route table included (decision 0037).
void boot(createAppRouter);
