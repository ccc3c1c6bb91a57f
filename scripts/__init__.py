"""Set-up helpers of the project: build the static site and serve it (standard library only)."""
