"""The Challenge screen, driven by keys: Initiatives, a card, one of its legal plays, passing,
retreating.

The meeting is built, not found on a map (``tests.fixtures.meetings.meet_here``): the quick
guild of the first seed found by ``_sirens_next_door`` comes down into 101 with nothing to
answer, walks into a room next door where nothing waits, and there meets the Sirens in joy (the
Seven of Cups on the minor discard) through the engine's own ``meet.start``; they will talk,
and the guild fights them instead. Who lives where on a seed's level no longer matters (issue
21's stocking moved every band, and the walk to seed 10's Sphinxes in 104 now meets wandering
Scorpion Men); only a quiet room beside the way in does, one where the Sirens stand across the
room when the fight begins and an adventurer has the first turn once each lays the first card
of the hand as Initiative. ``to_the_fight`` asserts what it can of this, so a generator change
that moves it fails there, clearly. Laying each adventurer's first card as Initiative, then
passing every moment of round 1, and running at round 2's Initiatives is a clean getaway back
into 101.
"""

from __future__ import annotations

import re
from pathlib import Path

from textual.widgets import OptionList, RichLog, Static

from tests.fixtures.meetings import meet_here
from tests.fixtures.seeds import find
from worm.engine import commands as cmd
from worm.engine import options
from worm.engine.actions import fighters
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import wounds as gm_wounds
from worm.model.companion import Companion
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.driver import Driver
from worm.ui.parley import PickScreen
from worm.ui.prompts import WoundScreen

CREATURE, NAME, MOOD = "sirens", "Sirens", "Seven of Cups"  # they talk; met in joy


def _idle(game: Game) -> bool:
    """The guild stands in a room with nothing to answer and nobody met."""
    return (
        game.phase == "crawl"
        and game.pending is None
        and game.choice is None
        and game.meeting is None
    )


def _sirens_next_door(seed: int) -> str | None:
    """A room beside 101 that seed's quick guild, idle in 101, walks into and finds quiet, and
    where Sirens met, talking, and fought stand in another zone yet near (across the room),
    and an adventurer has the first turn once each has laid the first card of the hand as
    Initiative."""
    first = Driver.quickstart(seed).game
    if not _idle(first):
        return None
    for other, _ in first.plan.neighbours(first.room, first.state):
        trial = Driver.quickstart(seed).game
        room = trial.plan.key(other)
        try:
            trial.execute(cmd.Go(to=room))
        except IllegalCommand:
            continue  # locked, or no way through
        if trial.room != other or not _idle(trial):
            continue
        meet_here(trial, CREATURE, MOOD)
        if trial.phase != "parley":
            continue
        trial.execute(cmd.Fight())
        ch = trial.challenge
        if ch is None or [g.name for g in ch.groups if g.side == "foes"] != [NAME]:
            continue
        here = ch.side("guild")[0].zone
        if not all(f.zone != here and fighters.near(ch, here, f.zone) for f in ch.side("foes")):
            continue
        for f in ch.side("guild"):  # the first card of each hand, as the keys lay them
            trial.execute(cmd.Initiative(who=f.key, card=trial.challenge.hand(f.key)[0].name))
        ch = trial.challenge
        if ch.step == "turn" and ch.actor in {f.key for f in ch.side("guild")}:
            return room
    return None


SEED = find(lambda s: _sirens_next_door(s) is not None, "a quiet room beside the way in")
ROOM = _sirens_next_door(SEED) or ""  # where the Sirens are met


def fight(tmp_path: Path) -> WormApp:
    return WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)


async def to_the_fight(app: WormApp, pilot) -> None:  # type: ignore[no-untyped-def]
    """From 101 into the quiet room next door, the Sirens met there, and a fight picked over
    their parley."""
    await pilot.pause()
    assert app.driver is not None
    game = app.driver.game
    assert _idle(game), f"seed {SEED}: the quick guild has something to answer in 101"
    assert game.plan.key(game.room) == "101"
    app.send(cmd.Go(to=ROOM))
    assert game.plan.key(game.room) == ROOM and _idle(game), (
        f"seed {SEED}: {ROOM} is not a quiet room to walk into"
    )
    mark = len(game.log.events)
    meet_here(game, CREATURE, MOOD)
    app.driver._read(game.log.events[mark:], "crawl")  # what the player reads of the meeting
    app.route()
    await pilot.pause()
    assert game.phase == "parley", f"seed {SEED}: the {NAME} do not talk in {ROOM}"
    app.send(cmd.Fight())
    await pilot.pause()
    assert game.challenge is not None, f"seed {SEED}: no fight in {ROOM}"
    foes = [g.name for g in game.challenge.groups if g.side == "foes"]
    assert foes == [NAME], f"seed {SEED}: {foes} met in {ROOM}, not the {NAME}"


def menu_ids(screen: ChallengeScreen) -> list[str]:
    menu = screen.query_one("#menu", OptionList)
    return [menu.get_option_at_index(i).id or "" for i in range(menu.option_count)]


def plain(widget: Static) -> str:
    return str(widget.render())


async def test_a_fight_opens_the_challenge_screen_asking_for_initiative(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        game = app.driver.game  # type: ignore[union-attr]
        first = game.challenge.side("guild")[0]
        assert screen.who == first.key
        assert "lay a card face down as Initiative" in plain(screen.query_one("#prompt", Static))
        assert menu_ids(screen)[:4] == ["card:0", "card:1", "card:2", "card:3"]
        field = plain(screen.query_one("#field-text", Static))
        assert "Zones" in field and NAME in field and "not laid" in field
        assert "the GM holds" in plain(screen.query_one("#status", Static))


async def test_cards_laid_by_number_keys_become_initiatives_and_the_count_begins(
    tmp_path: Path,
) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        game = app.driver.game  # type: ignore[union-attr]
        await pilot.press("1", "1", "1")
        await pilot.pause()
        ch = game.challenge
        assert all(ch.group(f.key).initiative is not None for f in ch.side("guild"))
        assert ch.step == "turn" and ch.actor is not None
        screen = app.screen
        assert isinstance(screen, ChallengeScreen) and screen.who == ch.actor
        text = "\n".join(line.text for line in screen.query_one("#fight-log", RichLog).lines)
        assert "lays an Initiative face down" in text


async def test_a_card_offers_only_the_plays_the_engine_accepts_and_one_is_played(
    tmp_path: Path,
) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        actor = game.challenge.actor
        card = game.challenge.hand(actor)[0]
        await pilot.press("1")
        ids = menu_ids(screen)
        wanted = options.plays(game, actor, card)
        listed = sorted(int(i.removeprefix("play:")) for i in ids if i)  # "": a group's heading
        assert listed == list(range(len(wanted))) and wanted
        await pilot.press("escape")  # back to the cards, nothing played
        assert menu_ids(screen)[0] == "card:0" and card in game.challenge.hand(actor)
        await pilot.press("1")
        before = len(game.log.events)
        await pilot.press("enter")  # the first play
        await pilot.pause()
        played = [e for e in game.log.events[before:] if e.type == "action"]
        assert played and played[0].who.startswith(game.guild.adventurer(actor).name)
        assert card not in game.challenge.hand(actor) if game.challenge else True


async def _answer_asked(app: WormApp, pilot) -> None:  # type: ignore[no-untyped-def]
    """A Wound that waits on its player (p. 124) is answered in its dialog as the careful
    policy would take it (``worm.gm.wounds.answer``)."""
    game = app.driver.game  # type: ignore[union-attr]
    while game.asked is not None:
        assert isinstance(app.screen, WoundScreen)
        taker = game.guild.adventurer(game.asked.who)
        way = gm_wounds.answer(taker, game.asked.ways)
        await pilot.press(str(game.asked.ways.index(way) + 1))
        await pilot.pause()


async def test_pass_and_retreat_by_keys(tmp_path: Path) -> None:
    """``p`` lets the first adventurer's turn go (p. 114) and passes the count through to
    round 2; ``r`` at its Initiatives runs (p. 124): each spends a card and the guild makes a
    group test of Pentacles; two hits are a clean getaway back into 101 where it came from,
    fewer leave it cornered and fighting."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        actor = game.guild.adventurer(game.challenge.actor).name
        mark = len(game.log.events)
        await pilot.press("p")
        await pilot.pause()
        passed = [e.why for e in game.log.events[mark:] if e.type == "gm"]
        assert (
            f"{actor} passes the turn without a main action, so no minor actions follow it on "
            "this count"
        ) in passed
        for _ in range(24):  # pass every turn and window of round 1
            if game.challenge.step == "initiative":
                break
            await _answer_asked(app, pilot)  # a quick guild is asked about its Wounds (p. 124)
            await pilot.press("p")
            await pilot.pause()
        assert game.challenge.step == "initiative" and game.challenge.round == 2
        assert isinstance(app.screen, ChallengeScreen)
        mark = len(game.log.events)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("1")  # yes, run (the key asks first)
        await pilot.pause()
        await _answer_asked(app, pilot)  # the last in line Wounded on 1 hit, asked how
        after = game.log.events[mark:]
        spent = [e.text for e in after if e.type == "narration" and "on the run" in e.text]
        assert len(spent) == 3  # one card each
        ran = [e for e in after if e.type == "group_test"]
        assert [(e.task, e.attribute) for e in ran] == [("retreat", "pentacles")]
        ends = [e.why for e in after if e.type == "gm" and e.rule == "p. 123"]
        if ran[0].hits >= 2:  # the cards decide: two hits are a clean getaway (p. 124)
            assert ends[:1] == ["the Challenge ends after 2 rounds: a clean getaway"]
            assert game.plan.key(game.room) == "101"
        else:  # fewer, and the guild is cornered: the fight goes on
            assert not ends and game.challenge is not None


async def test_the_run_dialog_shows_the_odds_of_getting_away(tmp_path: Path) -> None:
    """``r`` asks before running (p. 124) and gives the odds from the minor cards left, as a
    play's Attack odds are given (play-test 30: the dialog said nothing of the chances)."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        game = app.driver.game  # type: ignore[union-attr]
        assert game.challenge.step == "initiative"
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        said = " ".join(plain(s) for s in app.screen.query(Static))
        left = len(game.decks.minor.draw_pile)
        assert f"Odds, from the {left} minor cards left" in said
        assert re.search(r"clean away (sure|no chance|\d+%)", said)
        assert re.search(r"cornered (sure|no chance|\d+%)", said)
        stay = [k for k, _ in app.screen.options].index("no") + 1  # after who pushes (p. 9)
        await pilot.press(str(stay))  # stay and fight on
        await pilot.pause()
        assert game.challenge is not None and not game.challenge.retreated


async def test_command_offers_the_companions_known_commands_and_plays_sic_em(
    tmp_path: Path,
) -> None:
    """p. 118: the card's plays include each command the animal knows that a fight can use
    (Sic 'Em only at a foe within the Command's reach, in the zone or the next — not an
    Attack's, which a sword keeps to the zone: the band across the room is near enough);
    chosen, Guard is played through the engine."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        actor = game.challenge.actor
        game.guild = game.guild.with_companion(
            Companion(
                id="c9",
                kind="vicious_dog",
                name="Rex",
                owner=actor,
                commands=("sic_em", "guard", "stay"),
            )
        )
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        card = game.challenge.hand(actor)[0]
        await pilot.press("1")
        await pilot.pause()
        plays = options.plays(game, actor, card)
        labels = [p.label for p in plays]
        assert "Command Rex: Guard" in labels, labels
        assert not any("Stay" in label for label in labels), labels
        ch, me = game.challenge, game.challenge.fighter(actor)
        near = {f.key for f in ch.side("foes") if fighters.near(ch, me.zone, f.zone)}
        assert near and all(f.zone != me.zone for f in ch.side("foes")), (
            f"seed {SEED}: the {NAME} do not stand across the room, in reach of a Command"
        )
        assert {p.target for p in plays if "Sic 'Em" in p.label} == near, labels
        menu = screen.query_one("#menu", OptionList)
        ids = menu_ids(screen)
        assert len([i for i in ids if i]) == len(plays)  # and a heading for each group
        command = next(i for i, p in enumerate(plays) if p.label == "Command Rex: Guard")
        menu.highlighted = ids.index(f"play:{command}")
        before = len(game.log.events)
        await pilot.press("enter")
        await pilot.pause()
        played = [e for e in game.log.events[before:] if e.type == "action"]
        assert played and played[0].action == "Command", played
        assert game.guild.companion("c9").guarding == actor
