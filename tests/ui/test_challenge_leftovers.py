"""Issue 19's leftovers in the Challenge, driven by keys: a card's hint when nothing it can
do against a foe has a chance, and lighting a light in a fight.

The fight is test_challenge.py's: the quick guild against the Sirens beside the way in."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tests.ui.test_challenge import fight, to_the_fight
from tests.ui.test_challenge19 import flat, options_of
from tests.ui.test_parley_light import snuff
from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_light_in_a_fight import hold
from worm import tarot
from worm.engine import events as ev
from worm.engine import kit, options, reckoning
from worm.model.challenge import GM
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
        world = tarot.card_named("The World")
        if world in ch.hand(GM):  # the GM drew it: it goes back so it can be laid
            game.decks = tarot.discard_all(game.decks, (world,))
            game.challenge = ch.with_hand(GM, tuple(c for c in ch.hand(GM) if c != world))
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


async def test_an_unlit_torch_in_hand_is_a_play_on_the_menu_and_choosing_it_lights_it(
    tmp_path: Path,
) -> None:
    """Issue 19: in a fight in the dark the guild had no way to light a light. A torch in
    hand is lit with a Use Item play (p. 118), listed with the items."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChallengeScreen) and screen.who is not None
        game = app.driver.game  # type: ignore[union-attr]
        who = screen.who
        snuff(game)
        hold(game, who, "torch")
        assert game.challenge.step == "turn" and game.challenge.actor == who, "the situation"
        screen.update_view()
        await pilot.pause()
        await pilot.press("1")  # the first card of the hand: on one's turn, any card will do
        await pilot.pause()
        rows = {o.id: flat(o) for o in options_of(screen) if (o.id or "").startswith("play:")}
        lighting = [i for i, row in rows.items() if "Light the torch" in row]
        assert len(lighting) == 1, rows
        mark = len(game.log.events)
        screen._send_play(int(lighting[0].split(":")[1]))
        await pilot.pause()
        lit = [e for e in game.log.events[mark:] if isinstance(e, ev.Light)]
        assert [e.change for e in lit] == ["lit"], game.log.events[mark:]
        assert kit.lit(game.guild.adventurer(who))
