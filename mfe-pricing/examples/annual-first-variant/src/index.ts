// The async boundary lets federation negotiate shared React before any of it runs.
import('./bootstrap');
