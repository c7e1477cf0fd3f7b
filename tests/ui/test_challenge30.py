"""The play menu's advice after play-test 30 (new faults 5 and 6, and small ones), driven by
keys. The fight is test_challenge.py's: the quick guild against the Sirens beside the way in."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_challenge import fight, to_the_fight
from tests.ui.test_challenge19 import flat, options_of
from tests.ui.test_challenge_newcomer import to_the_plays
from worm import tarot
from worm.model.challenge import Facedown, evolve
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
