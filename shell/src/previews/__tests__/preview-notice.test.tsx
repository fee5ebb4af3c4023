import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewNotice } from '../PreviewNotice';
import { PREVIEW_STORAGE_KEY, previewRequest, settlePreviewRequest } from '../preview-request';
import { setPreviewOutcome } from '../preview-state';
import { pageFields } from '../../field-signal/page-fields';

const ID = '2026-11-29T10-00-00-000Z_1.5.0_3fa9c2d1e0';

afterEach(() => {
  act(() => setPreviewOutcome(null));
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-preview');
  history.replaceState(null, '', '/');
});

describe('the preview notice', () => {
  it('says nothing to a visitor who opened no preview link', () => {
    render(<PreviewNotice />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('names the remote, its release and the end of the preview, and ends it for this tab', async () => {
    render(<PreviewNotice />);
    act(() =>
      setPreviewOutcome({ shown: true, remote: 'pricing', release: '1.5.0+3fa9c2d1e0', id: ID, expiresAt: '2026-12-06T10:00:00.000Z' }),
    );
    const notice = screen.getByRole('region', { name: 'Preview: pricing 1.5.0+3fa9c2d1e0' });
    expect(notice).toHaveTextContent(`Preview ${ID}, until Sun, 06 Dec 2026 10:00 UTC. Only this tab shows it`);
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ id: ID }));
    // jsdom cannot reload a page (it says so on the console): the end-to-end tests see the live page come back.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'End preview' }));
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('says why a preview was not shown, that the tab shows the live site, and can be dismissed', async () => {
    render(<PreviewNotice />);
    act(() => setPreviewOutcome({ shown: false, problem: `Preview ${ID} expired on Sun, 29 Nov 2026 11:59 UTC` }));
    expect(screen.getByRole('region', { name: 'Preview not shown' })).toHaveTextContent(
      `Preview ${ID} expired on Sun, 29 Nov 2026 11:59 UTC. This tab shows the live site.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('a preview request', () => {
  it('is kept by the tab once shown, its parameter out of the address; a refused one is forgotten', () => {
    history.replaceState(null, '', `/pricing?preview=${ID}&plan=pro`);
    const request = previewRequest();
    expect(request).toEqual({ id: ID });
    settlePreviewRequest(request!, true);
    expect(location.search).toBe('?plan=pro');
    expect(previewRequest()).toEqual({ id: ID });
    settlePreviewRequest(request!, false);
    expect(previewRequest()).toBeNull();
  });

  it('marks every field event of the page load, even after the app forgot a refused one', () => {
    history.replaceState(null, '', '/pricing?preview-dev-server=pricing:http://localhost:3102/mf-manifest.json');
    expect(pageFields({})).toMatchObject({ preview: 'dev-server' });
    settlePreviewRequest(previewRequest()!, false);
    expect(pageFields({ pricing: 'control' })).toMatchObject({ preview: 'dev-server', experiments: { pricing: 'control' } });
  });

  it('leaves a visitor’s field events unmarked', () => {
    expect(pageFields({})).not.toHaveProperty('preview');
  });
});
