// The late blocks' code waits until they near the screen, but the prerendered home page draws them before its first
// paint, so their styles are needed then all the same. Imported here, they join the page's own stylesheet: one request
// before that paint instead of one for each block, and each request more shares the phone's link with the rest.
import './features/key-features/components/key-features.module.css';
import './features/numbers/components/numbers-strip.module.css';
import './features/integrations/components/integrations.module.css';
import './features/blog/components/blog.module.css';
import './features/contact/components/contact.module.css';
