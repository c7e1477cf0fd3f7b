"""The terminal Challenge screen offers a ward held up (pp. 167–169): a card's plays list
"Brandish Garlic at …" for each foe in the zone, and choosing one plays it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.widgets import OptionList

from tests.ui import past_windows
from tests.ui.test_challenge import fight, to_the_fight
from worm.engine import options
from worm.model.inventory import Carried
from worm.ui.challenge import ChallengeScreen


async def test_a_card_offers_brandish_garlic_and_plays_it(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        ch = game.challenge
        actor = ch.actor
        a = game.guild.adventurer(actor)
        garlic = Carried(uid=a.inventory.next_uid(), item="garlic")
        inventory = a.inventory.model_copy(update={"hands": (garlic, None)})
        game.set_adventurer(a.model_copy(update={"inventory": inventory}))
        here = ch.fighter(actor).zone
        game.challenge = replace(
            ch,
            fighters=tuple(replace(f, zone=here) if f.side == "foes" else f for f in ch.fighters),
        )
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        card = game.challenge.hand(actor)[0]
        await pilot.press("1")
        await pilot.pause()
        plays = options.plays(game, actor, card)
        labels = [p.label for p in plays]
        assert any(label.startswith("Brandish Garlic at ") for label in labels), labels
        menu = screen.query_one("#menu", OptionList)
        ids = [menu.get_option_at_index(i).id or "" for i in range(menu.option_count)]
        assert len([i for i in ids if i]) == len(plays)  # and a heading for each group
        brandish = next(i for i, p in enumerate(plays) if p.action == "Brandish")
        menu.highlighted = ids.index(f"play:{brandish}")
        before = len(game.log.events)
        await pilot.press("enter")
        await pilot.pause()
        await past_windows(pilot, game)  # a counsellor's window first (p. 78)
        played = [e for e in game.log.events[before:] if e.type == "action"]
        assert played and played[0].action == "Brandish", played
