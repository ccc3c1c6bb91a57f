"""The browser UI: the only part of `game` that runs in the page; it reaches the page through `browser`."""
