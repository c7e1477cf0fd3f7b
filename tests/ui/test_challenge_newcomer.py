"""The Challenge a newcomer can play (issue 19, point 7), driven by keys.

The quick guild of test_challenge.py fights the Sirens met beside its way in; each
adventurer lays the first card of the hand as Initiative, and the menu then lists the plays of
the first card of whoever's turn it is.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.widgets import OptionList, Static

from tests.ui.test_challenge import fight, menu_ids, plain, to_the_fight
from worm.engine import options, reckoning
from worm.engine.session import Game
from worm.ui import plays
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen, PlayFilter

SIZE = (140, 44)


async def to_the_plays(  # type: ignore[no-untyped-def]
    app: WormApp, pilot, *, close: bool = False
) -> tuple[Game, ChallengeScreen]:
    """Initiatives laid, and the first card of the actor's hand chosen: its plays listed
    (with ``close``, the band first steps up to the guild's zone)."""
    await to_the_fight(app, pilot)
    await pilot.press("1", "1", "1")
    await pilot.pause()
    if close:
        game = app.driver.game  # type: ignore[union-attr]
        ch = game.challenge
        for foe in ch.side("foes"):
            ch = ch.with_fighter(replace(foe, zone=ch.fighter(ch.actor).zone))
        game.challenge = ch
    await pilot.press("1")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, ChallengeScreen) and screen.card is not None
    game = app.driver.game  # type: ignore[union-attr]
    return game, screen


def lines(screen: ChallengeScreen) -> list[tuple[str, str]]:
    """The menu's lines: (id, words); a group's heading has the id ""."""
    menu = screen.query_one("#menu", OptionList)
    return [
        (o.id or "", str(o.prompt))
        for o in (menu.get_option_at_index(i) for i in range(menu.option_count))
    ]


async def test_each_play_against_a_foe_shows_its_total_what_it_must_beat_and_the_chance(
    tmp_path: Path,
) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game, screen = await to_the_plays(app, pilot, close=True)
        actor, card = screen.who, screen.card
        assert actor is not None and card is not None
        found = options.plays(game, actor, card)
        shown = dict(lines(screen))
        reckoned = 0
        for i, play in enumerate(found):
            odds = reckoning.reckon(game, actor, card, play)
            if odds is None:  # a Defend or Move play says what it holds off (point 7)
                guarded = reckoning.guard(game, actor, card, play)
                flat = " ".join(shown[f"play:{i}"].split())  # as wrapped in the menu
                assert flat.endswith(" ".join(guarded.split())) if guarded else True
                assert guarded or " vs " not in shown[f"play:{i}"]
                continue
            reckoned += 1
            assert " ".join(shown[f"play:{i}"].split()).endswith(" ".join(odds.words().split()))
        assert reckoned, "a Siren stands in reach"
        attack = next(i for i, p in enumerate(found) if p.action == "Attack")
        # The band's Initiative lies face down: the chance is over the cards it could be.
        assert "vs face-down: " in shown[f"play:{attack}"]


async def test_the_field_shows_each_adventurers_wounds_and_conditions(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_fight(app, pilot)
        game = app.driver.game  # type: ignore[union-attr]
        hurt = game.guild.adventurers[0]
        marked = hurt.conditions.model_copy(
            update={"staggered": True, "injured": True, "stressed": True}
        )
        game.set_adventurer(hurt.model_copy(update={"conditions": marked}))
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        screen.update_view()
        await pilot.pause()
        text = plain(screen.query_one("#field-text", Static))
        block = text.split(hurt.name, 1)[1]
        assert "Wounds: Staggered, Injured · Stressed" in block.split("hand:", 1)[0]
        assert text.count("Wounds: none") == len(game.guild.adventurers) - 1


async def test_a_line_recalls_how_initiative_works(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_fight(app, pilot)
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        words = plain(screen.query_one("#reminder", Static))
        assert "low card acts early" in words and "high card is hard to hit" in words


async def test_the_plays_are_grouped_under_headings(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game, screen = await to_the_plays(app, pilot, close=True)  # a foe in reach: Attack
        found = screen.plays
        heading = ""
        seen: list[str] = []
        for key, words in lines(screen):
            if not key:
                heading = words
                seen.append(words)
                continue
            assert plays.group_of(found[int(key.removeprefix("play:"))].action) == heading
        order = [name for name, _ in plays.GROUPS] + [plays.OTHER]
        assert seen == [name for name in order if name in seen]
        assert {"Attack", "Defend", "Move"} <= set(seen)


async def test_a_digit_picks_the_play_it_numbers(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game, screen = await to_the_plays(app, pilot)
        second = screen.plays[screen.hotkeys[1]]
        shown = dict(lines(screen))[f"play:{screen.hotkeys[1]}"]
        assert shown.lstrip().startswith(f"2  {second.label}")  # numbers line up past nine
        before = len(game.log.events)
        await pilot.press("2")
        await pilot.pause()
        acted = [e for e in game.log.events[before:] if e.type == "action"]
        assert acted and acted[0].action == second.action


async def test_typing_filters_the_plays_and_enter_plays_the_first_left(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game, screen = await to_the_plays(app, pilot)
        everything = [key for key in menu_ids(screen) if key]
        await pilot.press("d", "o", "d", "g", "e")
        await pilot.pause()
        left = [key for key in menu_ids(screen) if key]
        assert 0 < len(left) < len(everything)
        assert all(screen.plays[int(k.removeprefix("play:"))].action == "Dodge" for k in left)
        before = len(game.log.events)
        await pilot.press("enter")
        await pilot.pause()
        acted = [e for e in game.log.events[before:] if e.type == "action"]
        assert acted and acted[0].action == "Dodge"


async def test_escape_clears_the_filter_and_the_card_keys_work_again(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game, screen = await to_the_plays(app, pilot)
        await pilot.press("z", "z", "z")
        await pilot.pause()
        assert [words for _, words in lines(screen)] == ["no play matches 'zzz'"]
        await pilot.press("R")  # capitals still reach the screen: spend Resolve
        await pilot.pause()
        assert screen.resolve and screen.query_one(PlayFilter).value == "zzz"
        await pilot.press("escape")
        await pilot.pause()
        assert screen.card is None and menu_ids(screen)[0] == "card:0"
        await pilot.press("1")
        await pilot.pause()
        assert screen.card is not None and len([k for k in menu_ids(screen) if k]) > 1
