"""A hook's people met in play (issue 21, point 7; p. 99): the smith, the hermit, the beast a
hook names in its room stand there when the guild comes in and looks; ``talk`` opens a parley
with them, their mood drawn off the minor discard (p. 100), their likes and hates the hook's;
the beast, who does not talk, is met on entering as a band is, and one fought off is gone."""

from __future__ import annotations

from collections.abc import Callable

from tests.fixtures import seeds
from tests.fixtures.meetings import on_discard
from worm.engine import commands as cmd
from worm.engine import crawl, meet
from worm.engine import events as ev
from worm.engine.session import Game
from worm.engine.world import Plan
from worm.errors import IllegalCommand
from worm.gm import describe, foes, people
from worm.model.level import LevelState

from .test_crawl import below, of


def quiet_rooms(game: Game, talks: bool) -> list[int]:
    """Rooms of level 1 the new guild can walk to from its entrance, holding one of a hook's
    people who talks (or not), with no band and no trap of their own."""
    level = game.world.levels[0]
    plan, state = Plan.of(level), LevelState()
    cost = plan.cost(state)
    start = level.map.rooms[level.keyed.entry].centre
    return [
        room
        for room, stock in enumerate(level.stock)
        if room != level.keyed.entry
        and not stock.denizens
        and not stock.traps
        and any(p.person.talks == talks for p in people.here(game.pack, stock))
        and plan.path(start, plan.stand(room, cost), cost)
    ]


def holding(talks: bool) -> Callable[[int], bool]:
    return lambda seed: bool(quiet_rooms(Game.new(seed), talks))


def come_in(talks: bool, *, card: str | None = None) -> tuple[Game, int, list[ev.Event]]:
    """The guild of the first seed with such a room come into it from the entrance."""
    who = "talks" if talks else "does not"
    what = f"a reachable quiet room of level 1 with a hook person who {who}"
    seed = seeds.find(holding(talks), what, range(1, 400))  # the beast is rare since issue 21
    game = below(seed)
    room = quiet_rooms(game, talks)[0]
    if card is not None:
        on_discard(game, card)
    mark = len(game.log.events)
    crawl.enter(game, room)
    return game, room, game.log.events[mark:]


def _told(events: list[ev.Event]) -> str:
    return " ".join(e.text for e in of(events, ev.Narration))


def test_one_of_a_hooks_people_is_named_on_entering_and_on_a_look() -> None:
    game, room, events = come_in(True)
    present = people.here(game.pack, game.level.stock[room])
    assert present and game.phase == "crawl" and game.meeting is None  # they wait to be spoken to
    for one in present:
        assert f"The {one.person.name} is here, {one.person.busy}." in _told(events)
        assert f"The {one.person.name} is here" in _told(game.execute(cmd.Look()))


def test_talk_opens_a_parley_with_their_likes_and_hates_and_a_drawn_mood() -> None:
    game, room, _ = come_in(True)
    one = next(p for p in people.here(game.pack, game.level.stock[room]) if p.person.talks)
    on_discard(game, "Nine of Cups")  # IX: surprise (p. 100)
    events = game.execute(cmd.Talk(to=one.person.name))
    meeting = game.meeting
    assert game.phase == "parley" and meeting is not None
    assert (meeting.creature, meeting.name, meeting.emotion) == (one.id, one.name, "surprise")
    assert any(g.rule == "p. 100" and "Nine of Cups" in g.why for g in of(events, ev.Gm))
    assert [t.text for t in meeting.traits if t.kind == "like"] == list(one.person.likes)
    assert [t.text for t in meeting.traits if t.kind == "dislike"] == list(one.person.hates)
    assert meeting.talks and meeting.tongues == (people.TONGUE,)
    # the first like shows at once (p. 180): the guild may appeal to it by number
    assert (one.id, "like", one.person.likes[0]) in game.lore


def test_a_like_they_have_is_appealed_to_and_warms_them() -> None:
    """p. 100: doing what they like is a beneficial step, no test."""
    game, room, _ = come_in(True)
    one = next(p for p in people.here(game.pack, game.level.stock[room]) if p.person.talks)
    on_discard(game, "Three of Cups")  # III: distaste
    game.execute(cmd.Talk(to=one.person.name))
    meeting = game.meeting
    assert meeting is not None and meeting.emotion == "distaste"
    game.lore = game.lore | {(one.id, "like", like) for like in one.person.likes}  # all learned
    moved: list[ev.Disposition] = []
    for number in range(1, len(one.person.likes) + 1):  # the first the guild can speak to
        try:
            events = game.execute(cmd.Approach(approach="appeal", trait=number))
        except IllegalCommand as refused:  # a like nothing the guild has or does reaches
            assert "speaks to" in str(refused)
            continue
        moved = [d for d in of(events, ev.Disposition) if d.npc == one.name]
        break
    assert moved and moved[-1].emotion != "distaste"


def test_a_hook_person_fought_off_is_gone_from_the_room() -> None:
    game, room, _ = come_in(True)
    one = next(p for p in people.here(game.pack, game.level.stock[room]) if p.person.talks)
    game.execute(cmd.Talk(to=one.person.name))
    assert game.meeting is not None
    stats = foes.statblock(game.pack, one.id)  # they fight as a person does (p. 248)
    assert stats.name == one.name
    game.set_phase("challenge", "test: the fight is over")
    meet.settle(game, "the guild drives them off")
    assert room not in game.state.settled  # the room itself is not dealt with by it
    assert f"The {one.person.name} is here" not in describe.glance(game.view(), room, first=False)
    try:
        game.execute(cmd.Talk(to=one.person.name))
    except IllegalCommand:
        pass
    assert game.meeting is None or game.meeting.creature != one.id


def test_the_beast_is_met_on_entering_and_lets_a_glad_guild_by_once() -> None:
    game, room, events = come_in(False, card="Seven of Cups")  # VII: joy (p. 100)
    beast = next(p for p in people.here(game.pack, game.level.stock[room]) if not p.person.talks)
    assert [d.npc for d in of(events, ev.Disposition)][:1] == [beast.name]
    assert game.phase == "crawl" and game.meeting is None  # in joy, it lets the guild go
    door = game.level.keyed.entry
    crawl.enter(game, door)
    mark = len(game.log.events)
    crawl.enter(game, room)
    again = game.log.events[mark:]
    assert not [d for d in of(again, ev.Disposition) if d.npc == beast.name]
    assert f"The {beast.person.name} is here" in _told(again)


def test_an_angry_beast_stands_the_guild_off_and_fights_when_pressed() -> None:
    game, room, _ = come_in(False, card="Two of Swords")  # II: anger (p. 100)
    beast = next(p for p in people.here(game.pack, game.level.stock[room]) if not p.person.talks)
    meeting = game.meeting
    assert game.phase == "parley" and meeting is not None and meeting.creature == beast.id
    assert not meeting.talks
    game.execute(cmd.Fight())
    assert game.phase == "challenge" and game.challenge is not None
    assert any(g.name == beast.name for g in game.challenge.groups if g.side == "foes")
