"""Format strings that hold URIs: conversions are source syntax here."""

import time

LOG_URL = time.strftime("⟦https://logs.example.com/%Y/%m/%d/app.log⟧")
ESCAPED = "⟦https://example.com/%%7e⟧" % ()
NAMED = "⟦https://example.com/%(user)s/profile⟧" % {"user": "ana"}
# In a comment, % is URI content: ⟦https://example.com/50%off⟧
LEGACY = "⟦https://example.com/a\"b⟧"
