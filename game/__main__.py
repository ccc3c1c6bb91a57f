"""`python -m game`: the command line (replay, ai, arena, bench)."""

from .cli import main

raise SystemExit(main())
