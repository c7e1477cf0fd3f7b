"""A creature's rule firing is told with its page on the Challenge screen's log and in the
text game (issue 22: "say when a creature's rule fires")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import (
    REAL,
    STAND_IN,
    clear_hands,
    fight,
    give,
    goblins_block,
    swap_statblock,
)
from worm.engine import antagonists
from worm.gm import foes
from worm.model.challenge import GM
from worm.text import narrate
from worm.ui.driver import Driver


@pytest.fixture
def imps(monkeypatch: pytest.MonkeyPatch) -> None:
    """The stand-in fights as the book's goblins with the imps' Wimps (p. 266)."""

    def patched(pack: object, creature: str, *, common: bool = False) -> foes.Statblock:
        base = REAL(pack, creature, common=common)  # type: ignore[arg-type]
        if creature != STAND_IN:
            return base
        wimps = tuple(n for n in base.notes if n.name == "Wimps")
        assert wimps, "forest imps are built on the bestiary's imp, with Wimps"
        return replace(goblins_block(pack), notes=wimps)

    swap_statblock(monkeypatch, patched)


def test_wimps_is_told_with_its_page_on_the_screen_and_in_the_text_game(imps: None) -> None:
    game = fight(5, count=3, size=3, emotion="fear")
    clear_hands(game)
    give(game, GM, "The Empress", "Death")
    driver = Driver(game)
    mark = len(game.log.events)
    antagonists.lay_initiatives(game)
    new = game.log.events[mark:]
    driver._read(new)
    shown = [m.text for m in driver.since(0)]
    assert any(t.startswith("Wimps:") and t.endswith("(p. 266)") for t in shown), shown
    typed = [narrate.event(e) for e in new]
    assert any(t and t.strip().startswith("[GM, p. 266] Wimps:") for t in typed), typed
