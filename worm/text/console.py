"""The console the text front ends write to, made to survive characters it cannot show.

The narration uses '—', '▸', '·' and names such as Vera Ælflaendaughter. A console whose
encoding lacks one (a Windows console in cp1252, ``PYTHONIOENCODING=ascii``, an old serial
terminal) made ``print`` raise UnicodeEncodeError, and the game ended on its first line as
an "internal error". Such a character is now written as '?' and the game goes on.
"""

from __future__ import annotations

import io
from typing import TextIO


def tolerant(stream: TextIO) -> TextIO:
    """``stream``, set to write '?' for a character its encoding lacks rather than fail.

    Only a real text stream (``io.TextIOWrapper``, as ``sys.stdout`` is) can be set so; any
    other stream, a ``StringIO`` in a test say, holds any character and is left as it is."""
    if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
        stream.reconfigure(errors="replace")
    return stream
