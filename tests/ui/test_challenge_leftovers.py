"""Issue 19's leftovers in the Challenge, driven by keys: a card's hint when nothing it can
do against a foe has a chance, and lighting a light in a fight.

The fight is test_challenge.py's: the quick guild against the Sirens beside the way in."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tests.ui.test_challenge import fight, to_the_fight
from tests.ui.test_challenge19 import flat, options_of
from tests.unit.engine.fight_kit import give, set_initiative
from worm.engine import options, reckoning
from worm.ui.challenge import ChallengeScreen


async def test_a_card_with_no_chance_against_any_foe_says_so_and_names_no_best(
    tmp_path: Path,
) -> None:
    """Before: "best: Disarm Vodyanoy 1 … no chance" named a play that could not work. An Ace
    against a band whose Initiative, face up, is The World (21) has no chance with any play."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChallengeScreen) and screen.who is not None
        game = app.driver.game  # type: ignore[union-attr]
        who = screen.who
        ch = game.challenge
        for foe in ch.side("foes"):  # the band steps up: every play against it is open
            ch = ch.with_fighter(replace(foe, zone=ch.fighter(who).zone))
        game.challenge = ch
        band = ch.side("foes")[0].group
        set_initiative(game, band, "The World", shown=True)
        (ace,) = give(game, who, "Ace of Swords")
        found = options.plays(game, who, ace)
        odds = [r for p in found if (r := reckoning.reckon(game, who, ace, p)) is not None]
        assert odds and all(r.chance == 0 for r in odds), "the situation: plays, none with a chance"
        screen.update_view()
        await pilot.pause()
        row = flat(next(o for o in options_of(screen) if o.id == "card:0"))
        assert "best:" not in row, row
        assert "no chance" in row, row
