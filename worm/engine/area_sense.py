"""Area Sense (p. 57), the wood elf's arête talent: 2 Resolve, a watch of meditation, a card
drawn; the GM tells as many visions as the card's value (a page 11, a knight 12, a queen 13,
a king 14), one meaningful detail each from the rooms nearest the guild outward (the map's
ways, secret or not: the senses pass through stone). The watch's Meatgrinder comes after the
visions. Which detail a room gives is the GM's policy (``worm.gm.talents.salient``); a hidden
way told is found, a trap told is spotted, so the visions change what the guild knows."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import crawl, lore_questions, secrets, training, traps
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import talents as policy

TALENT = "area_sense"
RESOLVE = 2  # p. 57


def nearest(game: Table) -> list[int]:
    """The level's rooms by how many ways lie between them and the guild, nearest first (the
    room it stands in first of all)."""
    links = game.plan.links
    order, seen = [game.room], {game.room}
    for room in order:
        for other, _ in links[room]:
            if other not in seen:
                seen.add(other)
                order.append(other)
    return order


def _vision(game: Table, room: int) -> str | None:
    """The one detail of ``room`` a vision tells, acted on, or None (policy ``salient``)."""
    plan, state = game.plan, game.state
    stock = game.level.stock[room]
    hidden = any(
        plan.level.map.edges[index].secret and index not in state.found
        for _, index in plan.links[room]
    )
    dwellers = sorted(
        {game.pack.monsters[d].name for d in stock.denizens if d in game.pack.monsters}
    )
    unentered = room not in state.visited
    live = traps.live(game, room)
    unspotted = [t for t in live if (room, t.id) not in state.spotted]
    kind = policy.salient(
        {
            "hidden way": hidden,
            "dwellers": bool(dwellers) and unentered,
            "trap": bool(unspotted),
            "treasure": bool(stock.treasure) and unentered,
        }
    )
    where = plan.key(room)
    if kind == "hidden way":
        secrets.find_secrets(game, room, f"a draft through the stone of {where}, felt in a vision")
        return f"a draft through the stone: a hidden way out of {where}"
    if kind == "dwellers":
        lore_questions.note(game, room, TALENT)  # who dwells there is known now
        return f"breath and movement in {where}: {' and '.join(dwellers)}"
    if kind == "trap":
        traps.spot(game, room, unspotted[0], how="seen in a vision")
        return f"something in {where} waits to spring"
    if kind == "treasure":
        return f"the glint of something of worth in {where}"
    return None


def meditate(game: Table, command: cmd.Meditate) -> None:
    """``command.who`` meditates for a watch and sees the visions of one card (p. 57)."""
    game.require_crawl()
    a = training.user(game, command.who, TALENT, 57)
    if a.resolve < RESOLVE:
        raise IllegalCommand(f"Area Sense costs {RESOLVE} Resolve; {a.name} has {a.resolve}")
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - RESOLVE}))
    training.use(game, a.id, TALENT)
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve - RESOLVE}", cause="Area Sense"
    )
    card = game.draw("minor", "Area Sense")
    game.decks = game.discard(card)
    game.ruling("p. 57", f"{a.name} meditates for a watch: {card.name}, {card.value} visions")
    told = 0
    for room in nearest(game):
        if told == card.value:
            break
        seen = _vision(game, room)
        if seen is not None:
            told += 1
            game.log.emit(ev.Narration, text=f"Vision {told}: {seen}.")
    if told < card.value:
        game.ruling("p. 57", "nothing more on this level is worth a vision")
    crawl.watch_passes(game, "long_task")  # the watch's Meatgrinder after the visions (p. 57)
