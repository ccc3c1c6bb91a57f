"""Penny Shanghai's board in the browser: the table a person rearranges, the computer's turns, saves."""
