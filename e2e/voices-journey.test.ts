import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@storyloom/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signInWithPopup } from './support/sign-in.ts';
import { voiceLikeWav } from './support/voice-sample.ts';

let server: RunningServer;
let browser: Browser;
let micBrowser: Browser;
let micFile: string;

beforeAll(async () => {
  micFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-mic-')), 'voice.wav');
  fs.writeFileSync(micFile, voiceLikeWav({ seconds: 8, pitchHz: 120 }));
  // The embedded setup: no cloning service, everyone premium, so the builtin voice match does the work.
  [server, browser, micBrowser] = await Promise.all([
    startServer(),
    launchBrowser(),
    launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${micFile}`,
    ]),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), micBrowser?.close()]);
  await server?.stop();
  fs.rmSync(path.dirname(micFile), { recursive: true, force: true });
});

async function makeStory(page: Page, child: string, voiceLabel?: string): Promise<string> {
  await page.goto(`${server.url}/stories/generate`);
  await page.getByLabel("Child's name", { exact: true }).fill(child);
  await page.getByLabel('Number of scenes').fill('1');
  const voices = page.getByLabel('Narrator voice');
  await expect.poll(() => voices.isEnabled()).toBe(true);
  if (voiceLabel) await voices.selectOption({ label: voiceLabel });
  await page.getByRole('button', { name: 'Generate Story' }).click();
  const play = page.getByRole('link', { name: 'Play Story' });
  await play.waitFor({ timeout: 45_000 });
  return ((await play.getAttribute('href')) ?? '').split('/').pop() as string;
}

const bundle = async (page: Page, id: string) =>
  (await (await page.request.get(`${server.url}/v1/stories/bundle/${id}`)).json()) as {
    tts_voice: string;
    scenes: { audio_url: string }[];
  };

describe('a parent has stories read in their own voice', () => {
  it('uploads a sample, sees it listed, makes a story with it and re-voices another story', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/stories/`);
    const menu = await signInWithPopup(page);

    await menu.click();
    await page.getByRole('link', { name: 'My Voices' }).click();
    await page.waitForURL(`${server.url}/stories/voices`);
    await page.getByRole('heading', { name: 'My Voices', level: 1 }).waitFor();
    await page.getByText('No voice clones yet').waitFor();
    // This server has no cloning service, and says what it does instead.
    await page.getByText('Voice match, not a true clone').waitFor();
    await page.getByText('Your voice data is private.').waitFor();

    await page.getByRole('button', { name: 'Create New Voice Clone' }).click();
    const form = page.getByRole('region', { name: 'Create New Voice Clone' });
    const create = form.getByRole('button', { name: 'Create Voice Clone' });
    expect(await create.isDisabled()).toBe(true);
    await form.getByLabel('Voice Name').fill('Mum');
    await form
      .getByLabel('Audio Sample (WAV, MP3, M4A)')
      .setInputFiles({ name: 'mum.wav', mimeType: 'audio/wav', buffer: voiceLikeWav() });
    await create.click();
    const clone = page.getByRole('listitem').filter({ hasText: 'Mum' });
    await clone.waitFor({ timeout: 30_000 });
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    await clone.getByText(`Created ${today.format(new Date())}`).waitFor();
    await clone.getByText('Voice match', { exact: true }).waitFor();
    expect(await form.count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A new story, read in the cloned voice from the generator's select.
    const withClone = await makeStory(page, 'Wren', '💎 Mum');
    expect((await bundle(page, withClone)).tts_voice).toMatch(/^clone_/);
    const cloneVoice = (await bundle(page, withClone)).tts_voice;

    // Another story, made in a builtin voice, then re-voiced in the clone from the player.
    const other = await makeStory(page, 'Noor');
    const before = await bundle(page, other);
    expect(before.tts_voice).not.toBe(cloneVoice);
    await page.goto(`${server.url}/stories/play/${other}`);
    const panel = page.getByRole('region', { name: 'Change Voice' });
    const select = panel.getByRole('combobox', { name: 'Voice' });
    await panel.getByRole('option', { name: '💎 Mum' }).waitFor({ state: 'attached' });
    const groups = await select
      .locator('optgroup')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('label')));
    expect(groups).toContain('Built-in voices');
    expect(groups).toContain('Your cloned voices');
    const regenerate = panel.getByRole('button', { name: 'Regenerate Audio' });
    expect(await regenerate.isDisabled()).toBe(true);
    await select.selectOption({ label: '💎 Mum' });
    await regenerate.click();
    await panel.getByText('Audio regenerated successfully!').waitFor({ timeout: 30_000 });
    const after = await bundle(page, other);
    expect(after.tts_voice).toBe(cloneVoice);
    expect(after.scenes[0]?.audio_url).not.toBe(before.scenes[0]?.audio_url);
    // The reloaded story plays its new narration.
    await page.getByTestId('play-toggle').click();
    await page.locator('[data-testid="narration"] [data-current="true"]').waitFor();

    // Deleting asks the documented question, and the voice leaves the list.
    await page.goto(`${server.url}/stories/voices`);
    await page.getByRole('button', { name: 'Delete Mum' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete the voice “Mum”?' });
    await confirmation.getByText('Are you sure you want to delete this voice clone?').waitFor();
    await confirmation.getByRole('button', { name: 'Delete voice' }).click();
    await page.getByText('No voice clones yet').waitFor();
    await context.close();
  });

  it('records the sample from the microphone instead of uploading one', async () => {
    const context = await micBrowser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['microphone'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(`${server.url}/stories/`);
    await signInWithPopup(page, 'Sam Rivera');
    await page.goto(`${server.url}/stories/voices`);
    await page.getByRole('button', { name: 'Create New Voice Clone' }).click();
    const form = page.getByRole('region', { name: 'Create New Voice Clone' });
    await form.getByLabel('Voice Name').fill('Dad');

    // Stopped too soon, the recording is not kept, and the parent is told why.
    await form.getByRole('button', { name: 'Record with microphone' }).click();
    await form.getByText('Recording 0:01').waitFor({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Stop recording' }).click();
    await form.getByText(MESSAGES.voiceSampleTooShort).waitFor();
    expect(await form.getByTestId('chosen-sample').count()).toBe(0);

    await form.getByRole('button', { name: 'Record with microphone' }).click();
    await form.getByText('Recording 0:06').waitFor({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Stop recording' }).click();
    await form.getByTestId('chosen-sample').getByText('voice-recording.wav').waitFor();
    await form.getByRole('button', { name: 'Create Voice Clone' }).click();

    const clone = page.getByRole('listitem').filter({ hasText: 'Dad' });
    await clone.waitFor({ timeout: 30_000 });
    // The fake microphone plays a low voice: the match starts from a male builtin voice.
    await clone.getByText('Our voice Oliver, tuned to sound more like you.').waitFor();
    await context.close();
  });
});
