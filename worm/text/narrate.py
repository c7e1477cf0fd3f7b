"""Turning events and state into the plain text a player reads (the narrated front end)."""

from __future__ import annotations

import json
import textwrap

from worm import content, rng, tarot
from worm.engine import events as ev
from worm.gm import creation
from worm.model.adventurer import Adventurer
from worm.model.guild import Guild
from worm.rules import fate

WIDTH = 100  # wrap sheets for an ordinary terminal
OUTCOME_WORDS = {
    "success": "a success",
    "great_success": "a GREAT SUCCESS",
    "failure": "a failure",
    "great_failure": "a GREAT FAILURE",
}


def title(name: str) -> str:
    """A guild name at the start of a sentence ("the Finders" → "The Finders")."""
    return name[:1].upper() + name[1:]


def card(c: tarot.Card) -> str:
    return f"{c} ({c.value})" if c.deck == "minor" else str(c)


def event(e: ev.Event) -> str | None:
    """One line for an event, or None for bookkeeping the player need not read."""
    if isinstance(e, ev.Narration):
        return e.text
    if isinstance(e, ev.Draw):
        return f"  ▸ draws {card(e.card)} for {e.purpose.replace('_', ' ')}"
    if isinstance(e, ev.Shuffle) and e.reason != "start":
        return f"  ▸ the {e.deck} deck is reshuffled ({e.reason})"
    if isinstance(e, ev.Fate):
        cards = " + ".join(str(c.value) for c in e.cards)
        favor = f" {e.favor:+d}" if e.favor else ""
        working = f"{cards} + {e.attribute} {e.rating}{favor} = {e.total}"
        pushed = ", pushed" if e.pushed else ""
        verb = "test" if e.who == "You" else "tests"
        return f"{e.who} {verb} {e.attribute}: {working}{pushed} — {OUTCOME_WORDS[e.outcome]}."
    if isinstance(e, ev.GroupTest):
        return f"Group test of {e.attribute}: {e.hits} hit(s) — {e.outcome.replace('_', ' ')}."
    if isinstance(e, ev.Gm):
        return f"  [GM, {e.rule}] {e.why}"
    if isinstance(e, ev.Condition):
        return f"{e.who}: {e.change} ({e.cause})."
    if isinstance(e, ev.Guild):
        return f"{title(e.name)}, in marching order: {', '.join(e.adventurers)}."
    return None


def sheet(a: Adventurer, pack: content.ContentPack, role: str = "") -> str:
    """A compact adventurer sheet."""
    attrs = "  ".join(f"{s.title()} {a.attributes[s]}" for s in tarot.SUITS)
    talents = ", ".join(
        pack.talents[t.id].name + ("" if t.state == "mastered" else " (training)")
        for t in a.talents
    )
    c = a.conditions
    marks = [n for n, on in (("Stressed", c.stressed), ("Staggered", c.staggered),
                             ("Injured", c.injured), ("Death's Door", c.deaths_door)) if on]
    marks += [f"Wounded {t}" for t in c.wounded_talents] + [e.id.title() for e in a.effects]
    counts: dict[str, int] = {}
    for thing in a.inventory.things():
        counts[thing.item] = counts.get(thing.item, 0) + thing.count
    kit = ", ".join(pack.items[i].name + (f" ×{n}" if n > 1 else "") for i, n in counts.items())
    lines = [
        f"{a.name} — {pack.kins[a.kin].name}, {pack.paths[a.path].name}" + (f", {role}" if role else ""),
        f"  {attrs}   Resolve {a.resolve}   lore bids {a.lore_bids}   XP {a.xp}",
        f"  Motifs: {'; '.join(a.motifs)}",
        f"  Quest: {a.quest}",
        f"  Talents: {talents}",
        f"  Speaks: {', '.join(pack.languages[x].name for x in a.languages)}",
        f"  Conditions: {', '.join(marks) or 'none'}",
        f"  Carries: {kit}",
    ]
    return "\n".join(textwrap.fill(line, WIDTH, subsequent_indent="    ") for line in lines)


def roster(guild: Guild, pack: content.ContentPack) -> str:
    head = f"{title(guild.name)} — Fame {guild.fame}. Marching order: " + ", ".join(
        a.name for a in guild.in_marching_order()
    )
    return "\n\n".join([head, *(sheet(a, pack, guild.role(a.id)) for a in guild.adventurers)])


def guild_report(seed: int, size: int, as_json: bool = False) -> str:
    pack = content.default()
    guild = creation.quick_guild(rng.stream(seed, "creation"), pack, size=size)
    if as_json:
        return json.dumps(guild.model_dump(mode="json"), indent=2)
    return roster(guild, pack)


def one_test(seed: int, attribute: tarot.Suit, rating: int, favor: int, push: bool) -> str:
    """Shuffle a fresh minor deck from ``seed`` and show one test of fate, pushed if asked."""
    streams = rng.Streams(seed)
    decks = tarot.shuffled_decks(streams.get("deck:minor"), streams.get("deck:major"))
    drawn = tarot.draw(decks, "minor", streams.get("deck:minor"))
    test = fate.resolve(attribute, rating, favor, drawn.card, "You")
    lines = [f"drew {card(drawn.card)}"]
    if test.can_push and push:
        lines.append("the test fails; pushing fate (p. 9)")
        pushed = tarot.draw(drawn.decks, "minor", streams.get("deck:minor"))
        lines.append(f"drew {card(pushed.card)}")
        test = fate.push(test, pushed.card)
    shown = ev.Fate(seq=1, who="You", attribute=attribute, rating=rating, cards=test.cards,
                    favor=favor, total=test.total, pushed=test.pushed, outcome=test.outcome.value)
    lines.append(event(shown) or "")
    return "\n".join(lines)
