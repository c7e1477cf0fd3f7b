"""The shared wrapping of the panes (issue 19, point 1): between words, further lines hung,
never inside a card's name."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from rich.text import Text

from worm import tarot
from worm.ui import field, hanging

CARD_NAMES = [field.card(c) for c in tarot.ALL_CARDS]
WORDS = st.text(alphabet="abcdefghij", min_size=1, max_size=12)
PIECES = st.lists(st.one_of(WORDS, st.sampled_from(CARD_NAMES)), min_size=1, max_size=30)


@given(pieces=PIECES, indent=st.integers(0, 6), width=st.integers(24, 120))
def test_a_line_wraps_within_its_width_hung_deeper_and_keeps_every_card_whole(
    pieces: list[str], indent: int, width: int
) -> None:
    line = " " * indent + "  ".join(pieces)
    out = [part.plain for part in hanging.line(Text(line), width)]
    assert all(len(part) <= width for part in out), out
    for part in out[1:]:  # a continuation never starts at column 0, nor at the line's indent
        assert part.startswith(" " * min(indent + hanging.HANG, int(width * 0.6))), out
    assert " ".join(out).split() == line.split()  # every word, in order, nothing cut
    deeper = min(indent + hanging.HANG, int(width * 0.6))
    for name in set(pieces) & set(CARD_NAMES):
        if len(name) + deeper > width:
            continue  # wider than a continuation line: only then may a card's name break
        assert sum(part.count(name) for part in out) == line.count(name), (name, out)


def test_a_card_name_goes_whole_to_the_next_line() -> None:
    """The play-test's "Four of / Wands" (seed 3, 120×40)."""
    text = Text("    hand: ♠  8 Eight of Swords  ♣  4 Four of Wands  ♦  6 Six of Pentacles")
    out = [part.plain for part in hanging.line(text, 48)]
    assert out == [
        "    hand: ♠  8 Eight of Swords",
        "      ♣  4 Four of Wands  ♦  6 Six of Pentacles",
    ]


def test_a_dash_keeps_the_word_after_it() -> None:
    """ "Evie Bellowsmender — / dead" (80×24): the dash goes with what it introduces."""
    out = [part.plain for part in hanging.line(Text("   Evie Bellowsmender — dead"), 24)]
    assert out == ["   Evie Bellowsmender", "     — dead"]


def test_styles_survive_the_wrapping() -> None:
    text = Text("Wounds: ")
    text.append("Staggered, Injured, wounded Counter-spell, wounded Dwimmercraft", style="bold")
    out = hanging.lines(text, 30)
    assert len(out) > 1 and all(any(s.style == "bold" for s in part.spans) for part in out)
