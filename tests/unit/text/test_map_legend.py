"""The text game's map legend names every glyph the map shows, interiors too (p. 90)."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.text import narrate


def test_the_text_maps_legend_names_what_stands_in_the_rooms() -> None:
    """Seed 2's first level is The Spires: tree islands over a drop."""
    game = Game.new(2)
    game.execute(cmd.Delve())
    legend = narrate.level_map(game).splitlines()[-1]
    assert legend.startswith("Legend:")
    assert "T trees" in legend and ": chasm" in legend
    shown = set("".join(narrate.level_map(game).splitlines()[1:-1]))
    named = {glyph for glyph, _ in narrate.LEGEND}
    assert shown - named <= set(" 0123456789")  # every glyph drawn is named, but room keys
