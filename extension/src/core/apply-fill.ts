// The popup's "Fill this application": asks the filler in the tab (apply.js, a content script on
// ATS hosts) to fill; on any other page it is injected first (activeTab). ADR 245.
import type { FillReport } from '../apply/summary';

type Answer = { report: FillReport } | { problem: string };

async function ask(tabId: number): Promise<Answer | undefined> {
  try {
    return (await chrome.tabs.sendMessage(tabId, { type: 'pursuit-apply-fill' })) as
      Answer | undefined;
  } catch {
    return undefined; // no filler in the tab yet, or no frame with a form answered
  }
}

export async function fillApplication(tabId: number): Promise<Answer> {
  let answer = await ask(tabId);
  if (!answer) {
    try {
      await chrome.scripting.executeScript({
        target: { tabId, allFrames: true },
        files: ['apply.js'],
      });
    } catch {
      return {
        problem: 'This page can’t be filled by extensions. Open the application form itself.',
      };
    }
    answer = await ask(tabId);
  }
  return answer ?? { problem: 'No application form found on this page.' };
}
