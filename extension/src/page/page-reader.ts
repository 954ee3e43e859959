// The bundle injected into the user's tab (build: page-reader.js, an IIFE). Its last statement's
// value is what chrome.scripting.executeScript hands back to the popup.
import { readPosting } from './read-posting';

export const capture = () => readPosting(document, location.href, new DOMParser());
