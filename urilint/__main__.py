from urilint.cli import main

raise SystemExit(main())
