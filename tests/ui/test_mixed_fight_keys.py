"""The terminal in a mixed fight (issue 22, point 4), driven by keys: the field lists each
band of foes, and a card's plays offer an Attack on a foe of either band, by name; the one
chosen strikes that foe. The meeting is test_challenge.py's quiet room beside the way in,
with goblins beside the Sirens there (``meet.start`` with another kind)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.widgets import OptionList, Static

from tests.fixtures.meetings import on_discard
from tests.ui import past_windows
from tests.ui.test_challenge import MOOD, ROOM, SEED, _idle, menu_ids, plain
from tests.unit.engine.fight_kit import fight, give
from worm.engine import commands as cmd
from worm.engine import meet, options
from worm.model.level import Kin
from worm.ui import talk
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen


async def test_a_mixed_fight_lists_both_bands_and_an_attack_picks_a_goblin(
    tmp_path: Path,
) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Go(to=ROOM))
        assert _idle(game), f"seed {SEED}: {ROOM} is not a quiet room to walk into"
        on_discard(game, MOOD)
        meet.start(game, "sirens", 1, game.room, False, others=(Kin("goblins", 2),))
        app.route()
        await pilot.pause()
        assert game.phase == "parley", f"seed {SEED}: the Sirens and goblins do not talk"
        app.send(cmd.Fight())
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        field = plain(screen.query_one("#field-text", Static))
        assert "Sirens" in field and "Goblins" in field, field
        mood = f"({game.meeting.intensity} {game.meeting.emotion})"
        assert field.count(mood) == 2, field  # each band's own Disposition (p. 121)
        for _ in range(6):  # each lays the first card of the hand, till a guild turn comes
            ch = game.challenge
            if ch is None or (ch.step == "turn" and ch.actor in {f.key for f in ch.side("guild")}):
                break
            await pilot.press("1" if ch.step == "initiative" else "p")
            await pilot.pause()
        ch = game.challenge
        assert ch is not None and ch.step == "turn", "the situation: a guild turn in the fight"
        actor = ch.actor
        assert actor is not None
        here = ch.fighter(actor).zone
        for foe in ch.side("foes"):  # the bands step up to the one whose turn it is
            ch = ch.with_fighter(replace(foe, zone=here))
        game.challenge = ch
        give(game, actor, "Ten of Swords")
        screen.update_view()
        await pilot.press("1")
        await pilot.pause()
        plays = options.plays(game, actor, game.challenge.hand(actor)[0])
        labels = [p.label for p in plays]
        goblin = next(i for i, p in enumerate(plays) if p.target == "foes2.1")
        assert "Goblin 1" in labels[goblin] and any("Sirens" in x for x in labels), labels
        menu = screen.query_one("#menu", OptionList)
        menu.highlighted = menu_ids(screen).index(f"play:{goblin}")
        before = len(game.log.events)
        await pilot.press("enter")
        await pilot.pause()
        await past_windows(pilot, game)  # a counsellor's window first (p. 78)
        played = [e for e in game.log.events[before:] if e.type == "action"]
        assert played and played[0].target == "Goblin 1", played


def test_the_parley_panel_tells_a_mixed_band_by_kinds_and_numbers() -> None:
    game = fight(2, count=3, size=3, creature="goblins", others=(Kin("dire_wolves", 2),))
    meeting = game.meeting
    assert meeting is not None
    text = talk.who(game, meeting).plain
    assert "a band of 2 kinds, 5 in all" in text, text
