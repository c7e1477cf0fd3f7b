"""The words beside the map: the guild, its marching order, the decks, where it stands, and the
latest messages. Each is a rich ``Text`` built from the game; no Textual here, so the panels
can be tested bare. Meaning never rides on colour alone: conditions are words, the path is a
suit glyph and its name, lights say their level.
"""

from __future__ import annotations

import functools
import textwrap

from rich.text import Text

from worm import content, grammar, tarot
from worm.engine import aftermath, errands, kit
from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.rules import crossed_off
from worm.text import narrate
from worm.text.fight import GLYPH as SUIT_GLYPH
from worm.ui import driver
from worm.ui.driver import TAG, Message

CATEGORY_STYLE = {
    "story": "",
    "gm": "italic $secondary",
    "meatgrinder": "bold #c8a35a",
    "fate": "bold #7fb2e5",
    "combat": "bold #e07a5f",
    "talk": "#9ccc65",
    "refused": "bold #d04a3a",
    "help": "dim",
}
LIGHT_WORD = {"bright": "bright", "dim": "dim", "dark": "DARK"}


def conditions(a: Adventurer) -> list[str]:
    c = a.conditions
    out = []
    if c.dead:
        return ["DEAD"]
    if c.stone:
        out.append("STONE")  # petrified by a cockatrice (p. 257)
    if c.deaths_door:
        out.append("AT DEATH'S DOOR")
    for flag in ("stressed", "staggered", "injured"):
        if getattr(c, flag):
            out.append(flag)
    talents = content.default().talents  # a wounded talent by its name, never its id
    out += [f"wounded {talents[t].name if t in talents else t}" for t in c.wounded_talents]
    pack = content.default()  # lines crossed off by the Yellow King, till the next Camp (p. 269)
    out += [f"X {crossed_off.words(pack, a, line)}" for line in a.crossed]
    out += [e.id.replace("_", " ") for e in a.effects]
    out += [f"{x.id.replace('_', ' ')} {x.stage}" for x in a.afflictions]
    out += aftermath.labels(a)  # what a night of carousing left (Hangover, p. 157)
    return out


def inspired(a: Adventurer) -> str:
    """The inspiration card ``a`` holds (High Chant, p. 79), in words, or ""."""
    return f"inspired: {a.inspiration.name}" if a.inspiration is not None else ""


def bonds(game: Game, a: Adventurer, *, kinds: bool = True) -> str:
    """The sheet's Bonds (pp. 26–27) in a line: with whom, the Bond's kind (unless ``kinds`` is
    False, for a narrow panel; the sheet has it), which are charged, and who is dead."""
    names = {x.id: x.name.split()[0] for x in game.guild.adventurers}
    dead = {x.id for x in game.guild.adventurers if x.conditions.dead}  # shown as such (19)
    known = game.pack.bonds
    out = []
    for b in a.bonds:
        words = [known[b.kind].name if b.kind in known else b.kind] if kinds else []
        words += ["charged"] if b.charged and b.target not in dead else []
        words += ["dead"] if b.target in dead else []
        out.append(names.get(b.target, b.target) + (f" ({', '.join(words)})" if words else ""))
    return "; ".join(out)


SIDE_WIDTH = {False: 39, True: 27}
"""The guild panel's width inside its border and padding (worm.tcss #side), compact or not."""


def pacts(game: Game, a: Adventurer) -> str:
    """The pacts ``a`` keeps (p. 83), each with the spell its charge pays for."""
    return ", ".join(
        f"{game.pack.pacts[p.id].name} ({game.pack.spells[p.spell].name})" for p in a.pacts
    )


@functools.lru_cache(maxsize=256)
def hanging(text: str, width: int, first: str, rest: str) -> str:
    """``text`` wrapped to ``width`` with its lines after the first indented further, so a
    long line stays under its own heading (Rich wraps flush left). Remembered by its words:
    the guild panel is written after every move, mostly with the same lines."""
    lines = textwrap.wrap(text, width, initial_indent=first, subsequent_indent=rest)
    return "".join(f"{line}\n" for line in lines)


def guild(game: Game, *, compact: bool = False) -> Text:
    """Each adventurer in marching order: path, Resolve, conditions, Bonds, light, hands."""
    out = Text()
    out.append(f"{game.guild.name}\n", style="bold")
    lights = game.lights() if game.phase != "city" else {}
    for place, a in enumerate(marching(game), 1):
        if gone(game, a):  # last, marked, and nothing more: no light, no hands
            out.append(f"   {a.name}", style="strike")
            out.append(" — dead\n", style="bold #e07a5f")
            continue
        glyph = SUIT_GLYPH[a.path]
        out.append(f"{place}. {a.name}\n", style="bold")
        out.append(f"   {glyph} {a.path.title()} · Resolve {a.resolve}\n")
        if a.inspiration is not None:
            out.append(f"   {inspired(a)}\n", style="bold")
        state = conditions(a)
        if state:
            out.append("   " + ", ".join(state) + "\n", style="bold #e07a5f")
        for c in game.guild.companions_of(a.id):
            line = narrate.companion(c, game.pack)
            out.append(hanging(f"beast: {line}", SIDE_WIDTH[compact], "   ", "     "))
        tied = bonds(game, a, kinds=not compact)
        if tied:
            out.append(hanging(f"bonds: {tied}", SIDE_WIDTH[compact], "   ", "     "))
        if a.pacts:
            out.append(hanging(f"pacts: {pacts(game, a)}", SIDE_WIDTH[compact], "   ", "     "))
        if any(a.arete):  # p. 28: the deeds done, once there is one
            out.append(f"   arête {sum(a.arete)}/3\n")
        shown = light_words(game, a, lights.get(a.id))
        if shown:
            out.append(hanging(f"light: {shown}", SIDE_WIDTH[compact], "   ", "     "))
        hands = [
            grammar.item(game.pack.items[c.item].name).lower()
            for c in a.inventory.hands
            if c is not None
        ]
        if not compact:
            out.append(f"   hands: {', '.join(dict.fromkeys(hands)) or 'empty'}\n", style="dim")
    if game.allies:  # won in a parley, with the guild until the next Camp (p. 100)
        out.append("Allies, until the next Camp\n", style="bold")
        for ally in game.allies:
            out.append(hanging(ally, SIDE_WIDTH[compact], "   ", "     "))
    return out


def gone(game: Game, a: Adventurer) -> bool:
    """Dead, or left at Death's Door when the game is over: nobody is left to save them, and
    the game-over dialog and the chronicle count them among the dead (p. 126)."""
    return a.conditions.dead or (game.phase == "over" and a.conditions.deaths_door)


def marching(game: Game) -> list[Adventurer]:
    """The guild in marching order with the dead moved to the end: a dead adventurer never
    heads the panel's list."""
    order = game.guild.in_marching_order()
    return [a for a in order if not gone(game, a)] + [a for a in order if gone(game, a)]


def light_words(game: Game, a: Adventurer, level: str | None) -> str:
    """How well ``a`` sees (p. 94) and what ``a`` holds lit, or "" when there is nothing to
    say; the dead hold no light."""
    if a.conditions.dead:
        return ""
    lit = [f"{game.pack.items[c.item].name.lower()} ({c.flickers} fl.)" for c in kit.lit(a)]
    word = LIGHT_WORD.get(level, level) if level else ""
    return ", ".join(x for x in (word, *lit) if x)


def decks(game: Game) -> Text:
    """Cards left to draw and the top of each discard (the oracles read them, p. 182)."""
    m, j = game.decks.minor.census(), game.decks.major.census()
    top_minor = game.decks.minor.top_discard
    top_major = game.decks.major.top_discard
    out = Text()
    out.append("Minor ", style="bold")
    out.append(f"{m.draw} to draw, {m.discard} out · top: {_card(top_minor)}\n")
    out.append("Major ", style="bold")
    out.append(f"{j.draw} to draw, {j.discard} out · top: {_card(top_major)}")
    return out


def _card(c: tarot.Card | None) -> str:
    if c is None:
        return "none"
    if c.deck == "minor":
        return f"{c.name} {SUIT_GLYPH.get(str(c.suit), '')}"
    return f"{c.numeral} {c.name}"


def status(game: Game) -> Text:
    """One line: where the guild stands and how long it has been below."""
    out = Text()
    if game.phase == "city":
        out.append("In the City", style="bold")
        if game.city is not None:
            if game.city.gate is not None:  # Appendix D, p. 291
                out.append(f" · in by {game.city.gate}")
            if game.city.event is not None:  # step 3's City Event (p. 150)
                out.append(f" · City Event: {game.city.event.name}")
            out.append(" · u: upkeep (p. 154)")
            out.append(f" · J: the job board, {len(game.jobs)} contracts held (p. 160)")
            out.append(" · A: actions · M: market · ':' quest, retire, recruit")
        out.append(" · >: delve")
        return out
    level = game.level
    room = game.plan.key(game.room) if game.room >= 0 else "between rooms"
    if game.phase not in ("crawl",):  # first, so a narrow header never cuts it
        out.append(game.phase.upper(), style="bold reverse")
        out.append(" · ")
    if game.careful:
        out.append("CAREFUL", style="bold")
        out.append(" · ")
    out.append(f"room {room} · watch {game.watches} · ")  # the numbers before the long name,
    out.append(f"Level {level.number}: {level.seed.name}", style="bold")  # which may wrap
    if game.jobs:  # contracts to go for (p. 46)
        out.append(f" · contracts: {len(game.jobs)}")
        following = errands.along(game)  # captives, quarries, clients (p. 161)
        if following:
            out.append(f" · with the guild: {', '.join(following)}")
    return out


def message_line(message: Message) -> Text:
    tag = TAG[message.category]
    out = Text()
    if tag:
        out.append(
            f"{tag:>5} ", style=CATEGORY_STYLE[message.category].replace("$secondary", "#7a8fa6")
        )
    else:
        out.append("      ")
    text = message.text
    if message.category == "refused":  # the tag says no already: "NO torch …", not "NO No: …"
        text = text.removeprefix(driver.REFUSED)
    out.append(text)
    return out
