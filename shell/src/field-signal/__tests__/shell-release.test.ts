import { forgetPrerenderedReleases } from '../page-releases';
import { shellRelease } from '../shell-release';

const renderedWith = (releases: string) => {
  document.head.innerHTML = `<script type="application/json" data-releases>${releases}</script>`;
  forgetPrerenderedReleases();
};

afterEach(() => renderedWith('{}'));

test("a prerendered page names the shell's build it was rendered with, its id included", () => {
  renderedWith('{"shell":"0.1.0+5d41402abc","pricing":"1.4.0+0a1b2c3d4e"}');
  expect(shellRelease()).toBe('0.1.0+5d41402abc');
});

test('a page the shell rendered itself, or one naming no valid release, names the version the shell was built with', () => {
  renderedWith('{"pricing":"1.4.0"}');
  expect(shellRelease()).toBe(__SHELL_RELEASE__);
  renderedWith('{"shell":"../../etc"}');
  expect(shellRelease()).toBe(__SHELL_RELEASE__);
});

declare const __SHELL_RELEASE__: string;
