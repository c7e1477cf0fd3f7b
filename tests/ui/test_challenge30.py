"""The play menu's advice after play-test 30 (new faults 5 and 6, and small ones), driven by
keys. The fight is test_challenge.py's: the quick guild against the Sirens beside the way in."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.ui.test_challenge import _answer_asked, fight, to_the_fight
from tests.ui.test_challenge19 import flat, options_of
from tests.ui.test_challenge_newcomer import to_the_plays
from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine import events as ev
from worm.engine.actions import quick
from worm.model.challenge import GM, Declared, Facedown, evolve
from worm.rules import armor, elections
from worm.ui.footer import KeyFooter


async def test_a_face_down_play_says_it_replaces_the_one_already_laid(tmp_path: Path) -> None:
    """Laying a Dodge over a face-down Riposte discarded the Riposte with no word in the menu
    (p. 114: one face-down card at a time); the row now says so before it is chosen."""
    app = fight(tmp_path)
    async with app.run_test(size=(160, 44)) as pilot:
        game, screen = await to_the_plays(app, pilot)
        who = screen.who
        assert who is not None
        await pilot.press("d", "o", "d")  # the Dodge rows
        await pilot.pause()
        rows = [flat(o) for o in options_of(screen) if (o.id or "").startswith("play:")]
        assert rows and all("replaces" not in row for row in rows), rows
        ch = game.challenge
        riposte = Facedown("Riposte", tarot.card_named("Nine of Cups"))
        game.challenge = ch.with_group(evolve(ch.group(who), facedown=riposte))
        await pilot.press("backspace", "d")  # listed afresh
        await pilot.pause()
        rows = [flat(o) for o in options_of(screen) if (o.id or "").startswith("play:")]
        assert rows and all("replaces your face-down Riposte" in row for row in rows), rows


async def test_the_footer_offers_pass_and_retreat_only_when_they_are_taken(
    tmp_path: Path,
) -> None:
    """`p Pass` during Initiatives drew "every adventurer must lay an Initiative first", and
    `r Retreat` mid-round "the guild can run only at the start of a round"."""
    app = fight(tmp_path)
    async with app.run_test(size=(200, 50)) as pilot:
        await to_the_fight(app, pilot)
        footer = app.screen.query_one(KeyFooter)
        assert app.driver.game.challenge.step == "initiative"  # type: ignore[union-attr]
        actions = {k.action for k in footer.keys()}
        assert "retreat" in actions and "pass_turn" not in actions
        await pilot.press("1", "1", "1")  # Initiatives laid: the round's count begins
        await pilot.pause()
        assert app.driver.game.challenge.step in ("turn", "minor")  # type: ignore[union-attr]
        actions = {k.action for k in footer.keys()}
        assert "pass_turn" in actions and "retreat" not in actions
        before = len(app.driver.game.log.events)  # type: ignore[union-attr]
        await pilot.press("r")  # not taken now: nothing sent, nothing refused
        await pilot.pause()
        assert len(app.driver.game.log.events) == before  # type: ignore[union-attr]


@pytest.mark.parametrize("key", ["N", "Z"])
async def test_one_key_stops_the_fool_prompts_for_the_rest_of_the_fight(
    tmp_path: Path, key: str
) -> None:
    """Whoever held the Fool was asked before every foe's action, one key each time; `N`
    passes the one asked and asks no more this fight, kept by the game (``Challenge.hushed``);
    `Z` does so too and says a standing no to the Quick! that was offered as well (p. 74),
    kept on the adventurer past this fight."""
    app = fight(tmp_path)
    async with app.run_test(size=(200, 50)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        ch = game.challenge
        guild = sorted(
            ch.side("guild"), key=lambda f: armor.heavy(game.guild.adventurer(f.key)) is not None
        )
        holder, aimed = (f.key for f in guild[:2])  # the holder in light armor, for Quick!
        band = ch.side("foes")[0].group
        minor = game.decks.deck("minor")
        free = next(c for c in minor.draw_pile if c.suit == "pentacles")  # a card not out
        give(game, holder, "The Fool", "Ten of Swords", *((free.name,) if key == "Z" else ()))
        if key == "Z":
            teach(game, game.guild.adventurer(holder).name, "quick")
        death, tower = give(game, GM, "Death", "The Tower")
        game.challenge = game.challenge.with_hand(GM, ())
        blows = tuple(
            Declared(band, "foes", "Attack", c, minor=True, targets=((aimed, 4),))
            for c in (death, tower)
        )
        ch = game.challenge
        for foe in ch.side("foes"):  # the band steps up: its blows can land (could_land)
            ch = ch.with_fighter(replace(foe, zone=ch.fighter(aimed).zone))
        game.challenge = replace(
            ch,
            step="reveal",
            queue=blows,
            count=5,
            groups=tuple(replace(g, acted=True) for g in ch.groups),
        )
        assert all(antagonists.could_land(game, b) for b in blows), "the situation"
        challenge.advance(game)
        screen = app.screen
        screen.update_view()  # type: ignore[attr-defined]
        await pilot.pause()
        assert game.challenge.step == "interrupt"
        footer = screen.query_one(KeyFooter)
        assert {"quiet_fool", "never_ask"} <= {k.action for k in footer.keys()}
        if key == "Z":
            assert holder in quick.able(game, game.challenge), "the situation: Quick! asks too"
        asked = sum("play the Fool to interrupt" in getattr(e, "text", "") for e in game.log.events)
        mark = len(game.log.events)
        await pilot.press(key)
        for _ in range(20):  # the blows land; each Wound is answered as it is asked
            await pilot.pause()
            await _answer_asked(app, pilot)  # a quick guild is asked about its Wounds (p. 124)
            step = game.challenge.step if game.challenge is not None else None
            if game.asked is None and step not in ("reveal", "interrupt"):
                break  # (an interrupt step passes quietly after the screen's next refresh)
        now = game.challenge
        assert now is None or now.step != "interrupt", "the second blow was asked about too"
        later = sum("play the Fool to interrupt" in getattr(e, "text", "") for e in game.log.events)
        assert later == asked  # no window opened before the second blow
        landed = [e for e in game.log.events[mark:] if isinstance(e, ev.Action)]
        assert [e.action for e in landed][:2] == ["Attack", "Attack"]  # both blows came
        standing = elections.said(game.guild.adventurer(holder), "quick")
        assert standing is (False if key == "Z" else None)
