"""How each adventurer takes Wounds, in the text game's words (p. 124): ``wounds`` shows each
one's order and what the next Wound could be taken as; ``wounds WHO STEP, STEP…`` sets it.

A STEP is ``armor`` (any worn piece) or a worn piece by name (``shield``, ``helm``), a talent
by name, ``staggered``, ``injured`` or ``door`` (Death's Door). Steps are parted by commas, or
by spaces when each is one word; ``ask`` stops the game at each Wound that could go more than
one way, for the player to say which (a number from the list, or the way's name: ``answer``).
``wounds WHO default`` hands the choice back to the GM's careful default. Setting it spends no
time, in a fight or out of one.
"""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import wounds
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.rules import conditions, durability, elections, wound_order

HELP = """\
  wounds                       how each one takes Wounds, and what the next could be (p. 124)
  wounds WHO STEP, STEP…       WHO takes each Wound as the first step still open: armor (or a
                               worn piece: shield, helm), a talent's name, staggered,
                               injured, door; 'ask' to be asked as each Wound lands;
                               'wounds WHO default' leaves it to the GM
"""
WORDS = ("wounds", "wound")
USAGE = "'wounds WHO armor, TALENT, staggered, injured, door' (p. 124), or 'wounds WHO default'"
MARKS = {
    "staggered": "Staggered",
    "stagger": "Staggered",
    "injured": "Injured",
    "injury": "Injured",
    "door": "Death's Door",
    "death's door": "Death's Door",
    "deaths door": "Death's Door",
    "dd": "Death's Door",
}
ARMOR = ("armor", "armour", "notch")
DEFAULT = ("default", "gm", "none", "clear")


def parse(game: Game, rest: list[str]) -> cmd.Command | str:
    """The order these words ask for, or the listing."""
    if not rest:
        return listing(game)
    a = game.guild.adventurer(rest[0])
    text = " ".join(rest[1:]).strip()
    if not text:
        return listing(game, a)
    if text.lower() in DEFAULT:
        return cmd.WoundOrder(who=a.id)
    parts = text.split(",") if "," in text else text.split()
    order = tuple(step(game, a, part) for part in parts if part.strip())
    return cmd.WoundOrder(who=a.id, order=order)


def step(game: Game, a: Adventurer, words: str) -> str:
    """One step of an order, from a player's words: a condition, armor, a piece, a talent."""
    said = " ".join(words.lower().replace("’", "'").split())
    if said in MARKS:
        return MARKS[said]
    if said == wound_order.ASK:
        return wound_order.ASK
    if said in ARMOR:
        return "armor"
    for carried in a.inventory.things():
        item = game.pack.items[carried.item]
        if "armor" in item.tags or "shield" in item.tags:
            names = (item.id, item.id.replace("_", " "), item.name.lower(), *item.tags)
            if said in names or said in item.name.lower().split():
                return f"armor:{item.id}"
    for talent in a.talents:
        known = game.pack.talents.get(talent.id)
        name = known.name.lower() if known is not None else ""
        if said in (talent.id, talent.id.replace("_", " "), name):
            return f"talent:{talent.id}"
    raise IllegalCommand(f"{a.name} cannot take a Wound as {words.strip()!r}: {USAGE}")


def answer(game: Game, line: str) -> cmd.Command | None:
    """The way a typed line gives to the Wound that waits (p. 124): its number in the list
    the game asked with, or its name; None when the line is not an answer."""
    asked = game.asked
    if asked is None:
        return None
    said = line.strip()
    if said.isascii() and said.isdigit():
        index = int(said)
        if not 1 <= index <= len(asked.ways):
            raise IllegalCommand(f"choose a way from 1 to {len(asked.ways)}")
        return cmd.TakeWound(who=asked.who, way=asked.ways[index - 1])
    if elections.asks(asked.ways):  # a talent's yes or no (pp. 64, 70)
        yes, no = asked.ways
        choice = {"yes": yes, "y": yes, "no": no, "n": no}.get(said.lower())
        return None if choice is None else cmd.TakeWound(who=asked.who, way=choice)
    a = game.guild.adventurer(asked.who)
    try:
        way = step(game, a, said)
    except IllegalCommand:
        return None
    if way == "armor":  # any worn piece: the first the game offered
        way = next((w for w in asked.ways if w.startswith("armor:")), way)
    return cmd.TakeWound(who=asked.who, way=way)


def listing(game: Game, only: Adventurer | None = None) -> str:
    """Each adventurer's order of Wounds and what the next Wound could be taken as."""
    lines = ["Wounds (p. 124): each is taken as the first step still open of the order."]
    for a in (only,) if only is not None else game.guild.in_marching_order():
        if a.conditions.dead:
            continue
        order = ", then ".join(wounds.order_words(game, a, a.wound_order))
        armor = durability.protection(a.inventory, game.pack.items)
        open_now = ", ".join(_option(game, a, o) for o in conditions.wound_options(a, armor))
        lines.append(f"  {a.name}: {order or 'the GM decides, armor first'}")
        lines.append(f"      the next Wound could be: {open_now}")
    return "\n".join(lines)


def _option(game: Game, a: Adventurer, option: str) -> str:
    if option == "talent":
        open_talents = [t for t in a.talents if t.id not in a.conditions.wounded_talents]
        names = [game.pack.talents[t.id].name for t in open_talents if t.id in game.pack.talents]
        return f"a talent ({', '.join(names)})"
    if option == "armor":
        return "a Notch on armor"
    return option
