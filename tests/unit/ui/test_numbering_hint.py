"""The hint that says how to type a line's number (play-test g11: a menu of one play read
"type to filter · 1–1 · Escape: back")."""

from __future__ import annotations

from worm.ui import numbering


def test_a_list_of_one_is_picked_with_1_not_1_to_1() -> None:
    assert numbering.how(1) == "1"
    assert numbering.how(2) == "1–2"
    assert numbering.how(9) == "1–9"
    assert numbering.how(10) == numbering.HOW
