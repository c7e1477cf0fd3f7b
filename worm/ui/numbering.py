"""Numbers typed to pick from a list longer than nine (play-test 19, f19b point 3): 1–9 pick at
once, as they always have; from the tenth on a 0 then the line's two digits (0 1 2 picks the
twelfth). The Challenge's menu of plays and the short lists of ``PickScreen`` both take them.
No Textual here.
"""

from __future__ import annotations

HOW = "1–9; from 10: 0 and two digits"
"""How the numbers are typed, for a hint line, when a list runs past nine."""


def how(count: int) -> str:
    """The digits that pick from a list of ``count``, for a hint line: "1" for a list of one
    (play-test g11: a play menu of one read "1–1")."""
    if count <= 1:
        return "1"
    return f"1–{count}" if count < 10 else HOW


def label(number: int, count: int) -> str:
    """A line's number as shown beside it, lined up with the widest in the list."""
    return f"{number:>{len(str(count))}}"


def typed(digits: str, count: int) -> tuple[int | None, bool]:
    """The number the digits typed so far name in a list of ``count``, and whether they are
    done.

    A digit 1–9 is that line, at once; the tenth on are a 0 then two digits (``012`` is line
    12), so a digit never waits for another below ten. While a 0 waits for its digits the
    number is the first line it could still be, to highlight. ``(None, True)``: no such line.
    """
    plain = digits.isascii() and digits.isdigit()
    if not plain or len(digits) > 3 or (digits[0] != "0" and len(digits) > 1):
        return None, True
    if digits[0] != "0":
        number = int(digits)
        return (number if 1 <= number <= count else None), True
    first = max(10, int(digits[1:2] or "1") * 10)  # "0" and "01" wait on 10, "02" on 20 …
    if len(digits) < 3:
        return (first, False) if first <= count else (None, True)
    number = int(digits[1:])
    return (number if 10 <= number <= count else None), True
