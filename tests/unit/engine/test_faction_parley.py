"""A band knows its faction in a parley (p. 337): the faction's want wins the band over at
once, its shun offends, its tongues decide who can talk, and the GM says which faction it is.

The seed is found by what level 1 holds (a faction wanting a toll in coin, with a member that
talks and whose own likes, dislikes and want say nothing of coin or gifts), not by number: a
mute member holds none of its faction's tongues (test_mute_band_of_a_faction), so the tongues
asked of here need one that talks."""

from __future__ import annotations

from tests.fixtures.meetings import on_discard
from tests.fixtures.seeds import find
from worm import tarot
from worm.content import loader
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import meet
from worm.engine.session import Game
from worm.gen.factions import Faction
from worm.gen.underworld import for_play
from worm.gm import parley
from worm.model.level import LevelState

from .test_crawl import EVERY_EVENT, of, stack

MOOD = "Nine of Cups"  # surprise: they neither attack nor wave the guild on (p. 100)
LOSES = "Ace of Swords"  # 1 + Wands (at most 4) + 3: a failed test of Wands
COIN = frozenset({"gold", "gifts"})  # what an offer of coin carries (tastes.toml)


def _toll_taker(seed: int) -> tuple[Faction, str] | None:
    """Level 1's faction wanting coin, and a member of it that talks and cares nothing for coin
    itself."""
    pack = loader.default()
    held = for_play(seed, pack=pack).levels[0].factions
    assert held is not None
    card = tarot.card_named(MOOD)
    for faction in held.factions:
        if "gold" not in faction.want.tastes:
            continue
        for member in faction.standing(pack):
            if not pack.monsters[member].talks:
                continue
            traits = parley.of_creature(pack, pack.monsters[member], card)
            if not any(t.tastes & COIN or t.threats & COIN for t in traits):
                return faction, member
    return None


SEED = find(
    lambda seed: _toll_taker(seed) is not None,
    "a faction on level 1 wanting coin, a member talking",
)


def met(*, with_faction: bool) -> tuple[Game, Faction, list[ev.Event]]:
    """Down on level 1 of SEED, the guild meets two of the member, with or without its faction."""
    found = _toll_taker(SEED)
    assert found is not None
    faction, member = found
    game = Game.new(SEED)
    game.states[1] = LevelState(marked=EVERY_EVENT)
    stack(game, major=(6, 7, 8, 9, 10))
    game.execute(cmd.Delve())
    assert game.phase == "crawl" and game.meeting is None
    on_discard(game, MOOD)
    before = len(game.log.events)
    meet.start(game, member, 2, game.room, False, faction=faction.id if with_faction else "")
    return game, faction, list(game.log.events[before:])


def offer_coin(game: Game) -> list[ev.Event]:
    first = game.guild.in_marching_order()[0]
    game.set_adventurer(first.model_copy(update={"gold": first.gold + 5}))
    stack(game, minor=[LOSES])
    events = game.execute(cmd.Approach(approach="offer", gold=1))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    return events


def test_coin_offered_to_a_band_whose_faction_wants_it_pleases_without_a_test() -> None:
    game, faction, _ = met(with_faction=True)
    assert game.meeting is not None and game.meeting.faction == faction.id
    events = offer_coin(game)
    assert not of(events, ev.Fate), "the faction's want should need no test (p. 100)"
    moves = [(e.cause, e.emotion) for e in of(events, ev.Disposition)]
    assert moves and moves[0][0] == "like"


def test_the_same_band_without_its_faction_must_be_won_over_by_a_test() -> None:
    game, _, _ = met(with_faction=False)
    assert game.meeting is not None and game.meeting.faction == ""
    events = offer_coin(game)
    assert of(events, ev.Fate), "coin means nothing to the creature alone: a test of Wands"
    assert all(e.cause != "like" for e in of(events, ev.Disposition))


def test_the_gm_names_the_faction_its_want_shun_and_tongues() -> None:
    game, faction, events = met(with_faction=True)
    rulings = [g.why for g in of(events, ev.Gm) if g.rule == "p. 337"]
    assert len(rulings) == 1 and faction.name in rulings[0]
    assert faction.want.text in rulings[0] and faction.shun.text in rulings[0]
    meeting = game.meeting
    assert meeting is not None
    if faction.languages:
        assert meeting.tongues == faction.languages
    shown = game.execute(cmd.Talk())
    told = " ".join(n.text for n in of(shown, ev.Narration))
    assert f"Of {faction.name}" in told and faction.want.text in told
    plain = {meeting.traits[i].text for i in meet.known(game, meeting)}
    assert any(faction.want.text in text for text in plain), "the want is plain to see"


def test_bringing_what_the_faction_shuns_offends_them() -> None:
    game, faction, _ = met(with_faction=True)
    meeting = game.meeting
    assert meeting is not None
    verdict = parley.weigh(meeting.traits, frozenset(faction.shun.tastes), gift=True)
    assert verdict.kind == "offends" and meeting.traits[verdict.index].kind == "dislike"
