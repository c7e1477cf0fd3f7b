"""The Challenge screen, driven by keys: Initiatives, a card, one of its legal plays, passing,
retreating.

The first quick guild from seed 6 on (found by ``_talkers_next_door``; seed 6's was the Sirens
in 103 before issue 21 stocked rooms by distance) comes down into 101 with nothing to answer;
a band next door will talk, and the guild fights them instead (the preconditions are asserted in
``to_the_fight``, so a generator change that moves them fails there, clearly). Laying each
adventurer's first card as Initiative, then passing every moment of round 1, and running at
round 2's Initiatives is a clean getaway back into 101.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, RichLog, Static

from tests.fixtures.seeds import find
from worm.engine import commands as cmd
from worm.engine import options
from worm.engine.actions import fighters
from worm.model.companion import Companion
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.driver import Driver


def _talkers_next_door(seed: int) -> tuple[str, str] | None:
    """The room beside 101 and the band met there, who will talk, if seed's quick guild comes
    down into 101 with nothing to answer and walking there meets them in a parley."""
    game = Driver.quickstart(seed).game
    if game.phase != "crawl" or game.pending is not None or game.choice is not None:
        return None
    for other, _ in game.plan.neighbours(game.room, game.state):
        there = game.level.stock[other]
        if not there.denizens or there.lord or other in game.level.keyed.secret_rooms:
            continue
        monster = game.pack.monsters[there.denizens[0]]
        if not monster.talks or monster.aggressive:
            continue
        trial = Driver.quickstart(seed).game
        trial.execute(cmd.Go(to=trial.plan.key(other)))
        if trial.phase == "parley" and trial.room == other:
            return trial.plan.key(other), monster.name
    return None


SEED = find(lambda s: _talkers_next_door(s) is not None, "talkers beside the way in", range(6, 200))
BAND = _talkers_next_door(SEED) or ("", "")  # the room next door and the band met there


def fight(tmp_path: Path) -> WormApp:
    return WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)


async def to_the_fight(app: WormApp, pilot) -> None:  # type: ignore[no-untyped-def]
    """From 101 into the talkers' room next door, and a fight picked over their parley."""
    await pilot.pause()
    assert app.driver is not None
    game = app.driver.game
    room, band = BAND
    assert game.phase == "crawl" and game.pending is None and game.choice is None, (
        f"seed {SEED}: the quick guild has something to answer in 101"
    )
    assert game.plan.key(game.room) == "101"
    app.send(cmd.Go(to=room))
    assert game.plan.key(game.room) == room and game.phase == "parley", (
        f"seed {SEED}: no band that talks met in {room}"
    )
    app.send(cmd.Fight())
    await pilot.pause()
    assert game.challenge is not None, f"seed {SEED}: no fight in {room}"
    foes = [g.name for g in game.challenge.groups if g.side == "foes"]
    assert foes == [band], f"seed {SEED}: {foes} met in {room}, not the {band}"


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
        assert "Zones" in field and BAND[1] in field and "not laid" in field
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
        for _ in range(12):  # pass every turn and window of round 1
            if game.challenge.step == "initiative":
                break
            await pilot.press("p")
            await pilot.pause()
        assert game.challenge.step == "initiative" and game.challenge.round == 2
        assert isinstance(app.screen, ChallengeScreen)
        mark = len(game.log.events)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("1")  # yes, run (the key asks first)
        await pilot.pause()
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
