"""Step 5 of Appendix E: write each level's Meatgrinder (pp. 340–342; core pp. 90–93).

Twenty-one entries, one per major arcana card, in the book's five bands:

- I–V **torches gutter** — every light flickers; where the level's own light is plentiful
  (``scarce_light = false``) the book lets these be a respite instead (p. 341);
- VI–X **curiosities** that foreshadow this level's dangers: the signs of the monsters that
  live here and the telegraphs of the traps laid here come first, generic oddities after;
- XI–XV **travel events**: at least one tax, one hard choice and one hazard, the hazard a trap
  of this level when one fits;
- XVI–XX **random encounters** with the level's factions about their business (porters,
  patrols of rivals, hunters after their prey; ``worm.gen.factions``, p. 337) and with its
  unaligned creatures busy at something, counted in the book's bracket notation
  (``[adventurers]``, ``[discard]``);
- XXI a **quest rumor** that points onward: given the Underworld's quest (``worm.gen.hooks``),
  a rumor of its next step told by one of this level's creatures.

No two entries of one table are alike (pp. 340–341): the five of I–V are five different
flickers (or respites), and an encounter that would repeat another's words is met doing
something else, or another of the level's creatures is met instead.

After a City Phase the GM writes a new entry over each one the guild met (p. 160):
``rewrite`` draws it from the same sources as the band it stands in — the level's own
creatures, traps and templates — and never one alike to an entry still on the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from worm.arcana import MEATGRINDER_BANDS
from worm.gen import clues, index

if TYPE_CHECKING:
    from worm.content.models import ContentPack, DungeonSeed
    from worm.gen.factions import Plan

BANDS = MEATGRINDER_BANDS
"""Each band and the card values it covers (p. 91)."""

COUNT_BY_THREAT = {
    "minion": ("[adventurers]", "[discard]", "[adventurers]"),
    "strategist": ("[adventurers - 1]", "2"),
    "brute": ("1", "2"),
    "elite": ("1",),
    "dungeon_lord": ("1",),
}
"""Policy (p. 376): minions come as many as the guild, cleverer and stronger things fewer; a
one-of-a-kind creature (``singular``) comes alone."""

TALKING_ERRANDS = frozenset({"tithe_takers", "envoys", "traders"})
"""Policy (p. 341): errands that take words (asking a toll, carrying a message with a gift,
haggling over a share), given only to creatures that talk."""

BODILY_ERRANDS = frozenset({"porters", "foragers", "builders", "trappers"})
"""Policy (p. 341): errands that take hands and a body (hauling, scavenging, shoring up a
tunnel, baiting a snare), never given to the bodiless (``BODILESS``)."""

BODILESS = frozenset({"ghosts", "elven_ghosts", "banshees", "wraiths", "shadows", "will_o_wisps"})
"""The creatures of the pack with no body to carry or dig with (pp. 284, 343–364: the dead
that walk as shades, and lights): they haunt, watch and warn, and never haul or forage."""


def band_of(card: int) -> str:
    """The band a card value falls in."""
    for band, cards in BANDS:
        if card in cards:
            return band
    raise ValueError(f"card {card} is not a major arcana value 1–21")


def write(
    rng: np.random.Generator,
    pack: ContentPack,
    seed: DungeonSeed,
    *,
    denizens: Sequence[str],
    traps: Sequence[str],
    words: dict[str, str],
    rumor: dict[str, Any] | None = None,
    flickers: np.random.Generator | None = None,
    factions: Plan | None = None,
    keys: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """The 21 entries of one level's Meatgrinder, card 1 to 21.

    ``denizens`` and ``traps`` are the monster and trap ids placed on the level, so that the
    curiosities can foreshadow them; ``words`` fills the templates' placeholders; ``rumor``,
    if given, is card XXI (the quest's next step), else a template's rumor is. ``flickers``,
    a stream of its own, orders I–V (else ``rng`` does), so the rest of the table is drawn
    as it was before I–V were five apart.
    With the level's ``factions`` (and its room ``keys``), the random encounters are faction
    business.
    """
    entries: list[dict[str, Any]] = []
    looked_up = index.of(pack)
    templates = looked_up.level_templates(seed)
    kind = "gutter" if seed.scarce_light else "respite"
    first = [t for t in templates if t.kind == kind]
    order = (flickers or rng).permutation(len(first)).tolist()
    for card in range(1, 6):
        chosen = first[order[(card - 1) % len(order)]]  # five apart while five are written
        entries.append(_template(card, chosen, words, looked_up))
    entries += _curiosities(rng, looked_up, templates, denizens, traps, words)
    entries += _travel(rng, looked_up, templates, traps, words)
    business = _business(rng, looked_up, factions, keys, denizens) if factions is not None else []
    entries += business if len(business) == 5 else _encounters(rng, looked_up, seed, denizens)
    if rumor is None:
        rumors = [t for t in templates if t.band == "quest_rumor"]
        rumor = _template(21, rumors[int(rng.integers(len(rumors)))], words, looked_up)
    entries.append(rumor)
    return entries


def _template(
    card: int, template: Any, words: dict[str, str], looked_up: index.Index
) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "card": card,
        "band": band_of(card),
        "id": template.id,
        "kind": template.kind,
        "name": template.name,
        "text": template.text.format(**words),
    }
    entry.update(looked_up.playable(template))
    if template.trap:
        entry["trap"] = template.trap
    if template.avoid_when_careful:
        entry["avoid_when_careful"] = True
    if template.whole_guild:
        entry["whole_guild"] = True
    return entry


def _curiosities(
    rng: np.random.Generator,
    looked_up: index.Index,
    templates: list[Any],
    denizens: Sequence[str],
    traps: Sequence[str],
    words: dict[str, str],
) -> list[dict[str, Any]]:
    """VI–X: signs of what lives and lurks here first, then generic oddities (p. 340)."""
    signs: list[dict[str, Any]] = []
    for monster_id in dict.fromkeys(denizens):
        monster = looked_up.pack.monsters[monster_id]
        sign = monster.signs[int(rng.integers(len(monster.signs)))]
        signs.append(
            {
                "id": f"signs_of_{monster.id}",
                "kind": "curiosity",
                "name": f"signs of {monster.name}",
                "text": _sentence(sign),
                "foreshadows": {"monster": monster.id},
            }
        )
    for trap_id in dict.fromkeys(traps):
        trap = looked_up.pack.traps[trap_id]
        clue = trap.clues[int(rng.integers(len(trap.clues)))]
        signs.append(
            {
                "id": f"clue_of_{trap.id}",
                "kind": "curiosity",
                "name": "a telltale sign",
                "text": _sentence(clues.near(trap.guards, clue.text)),
                "foreshadows": {"trap": trap.id},
            }
        )
    picked = [signs[i] for i in rng.permutation(len(signs))[:3].tolist()]
    generic = [t for t in templates if t.band == "curiosity"]
    for i in rng.permutation(len(generic))[: 5 - len(picked)].tolist():
        picked.append(_template(6, generic[i], words, looked_up))
    out = []
    for card, entry in zip(range(6, 11), picked, strict=True):
        out.append({**entry, "card": card, "band": "curiosity"})
    return out


def _travel(
    rng: np.random.Generator,
    looked_up: index.Index,
    templates: list[Any],
    traps: Sequence[str],
    words: dict[str, str],
) -> list[dict[str, Any]]:
    """XI–XV: a tax, a hard choice and a hazard at least, and two more of any (p. 341)."""
    events = [t for t in templates if t.band == "travel_event"]
    chosen: list[Any] = []
    for kind in ("tax", "choice", "hazard"):
        taken = {t.id for t in chosen}
        pool = [t for t in events if t.kind == kind and t.id not in taken]
        if kind == "hazard" and (fitting := [t for t in pool if t.trap in traps]):
            pool = fitting
        chosen.append(pool[int(rng.integers(len(pool)))])
    taken = {t.id for t in chosen}
    rest = [t for t in events if t.id not in taken]
    for i in rng.permutation(len(rest))[:2].tolist():
        chosen.append(rest[i])
    order = rng.permutation(5).tolist()
    return [_template(11 + n, chosen[i], words, looked_up) for n, i in enumerate(order)]


def _encounters(
    rng: np.random.Generator, looked_up: index.Index, seed: DungeonSeed, denizens: Sequence[str]
) -> list[dict[str, Any]]:
    """XVI–XX: the seed's monsters met on the way, busy at something (p. 341): those standing
    somewhere on the level, else any of the seed's; never a lord who has no ordinary copies
    (it keeps to its lair, p. 337), so a level with no one else is strayed into."""
    by_name = looked_up.monsters_by_name
    common = [by_name[name] for name in (*seed.common_monsters, *seed.kept)]
    placed = [m for m in common if m.id in denizens]
    pool = placed or common
    picks = [pool[i % len(pool)] for i in range(5)] if pool else []
    if len(pool) > 5:
        head = placed[:3] if len(placed) >= 3 else placed
        head_ids = {m.id for m in head}
        tail = [m for m in pool if m.id not in head_ids]
        extra = [tail[i] for i in rng.permutation(len(tail))[: 5 - len(head)].tolist()]
        picks = head + extra
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for card, monster in zip(range(16, 21), picks, strict=False):
        entry = None
        for candidate in [monster, *pool]:  # the same words twice: another creature
            entry = _met(rng, candidate, seen)
            if entry is not None:
                break
        if entry is None:  # the level's own are all written: a stray from elsewhere
            entry = _stray(rng, looked_up, pool, seen)
        seen.add(entry["text"])
        out.append({"card": card, "band": "random_encounter", **entry})
    while len(out) < 5:  # nobody of the level's own to meet: strays from elsewhere
        entry = _stray(rng, looked_up, pool, seen)
        seen.add(entry["text"])
        out.append({"card": 16 + len(out), "band": "random_encounter", **entry})
    return out


def _stray(
    rng: np.random.Generator, looked_up: index.Index, pool: Sequence[Any], seen: set[str]
) -> dict[str, Any]:
    """Policy: when every way of meeting the level's own creatures is on the table already (a
    level with nobody of its own to meet but its lord), a creature of the Underworld that is no
    dungeon lord has strayed here."""
    own = {m.id for m in pool}
    strays = [m for m in looked_up.pack.monsters.values() if not m.lord and m.id not in own]
    for i in rng.permutation(len(strays)).tolist():
        entry = _met(rng, strays[i], seen)
        if entry is not None:
            return entry
    raise ValueError("the pack has too few creatures for five encounters unlike each other")


def _met(rng: np.random.Generator, monster: Any, seen: set[str]) -> dict[str, Any] | None:
    """One way of meeting ``monster`` on the road (a count its threat allows, a thing it is
    busy at) whose words are not in ``seen``; None when every way is."""
    counts = _counts(monster)
    count = counts[int(rng.integers(len(counts)))]
    busy = monster.busy[int(rng.integers(len(monster.busy)))]
    if _sentence(f"{called(monster)} ({count}), {busy}") in seen:  # drawn again from the rest
        ways = [
            (count, busy)
            for count in dict.fromkeys(counts)
            for busy in monster.busy
            if _sentence(f"{called(monster)} ({count}), {busy}") not in seen
        ]
        if not ways:
            return None
        count, busy = ways[int(rng.integers(len(ways)))]
    return _meeting(monster, count, busy)


def _meeting(monster: Any, count: str, busy: str) -> dict[str, Any]:
    """A random encounter: ``count`` of ``monster`` met while ``busy`` (p. 341)."""
    return {
        "id": f"encounter_{monster.id}",
        "kind": "encounter",
        "name": called(monster),
        "text": _sentence(f"{called(monster)} ({count}), {busy}"),
        "creature": monster.id,
        "count": count,
        "disposition": "hostile" if monster.aggressive else "draw",
    }


def _business(
    rng: np.random.Generator,
    looked_up: index.Index,
    held: Plan,
    keys: Sequence[str],
    denizens: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """XVI–XX from the factions (pp. 337, 341): each faction met once about its business
    first, then any faction or unaligned creature; no two alike, and no creature twice while
    another is left. Only creatures standing somewhere on the level (``denizens``) are met,
    so none is met only on the road."""
    by_faction = _errands(looked_up, held, keys, denizens)
    picked: list[dict[str, Any]] = []
    for options in by_faction:
        if options and len(picked) < 5:
            picked.append(options[int(rng.integers(len(options)))])
    rest = [entry for options in by_faction for entry in options]
    for monster_id in _met_here(held.unaligned, denizens):
        monster = looked_up.pack.monsters[monster_id]
        rest += [_errand_entry(monster, busy, "") for busy in monster.busy]
    while len(picked) < 5:
        texts = {e["text"] for e in picked}
        seen = {e["creature"] for e in picked}
        fresh = [e for e in rest if e["text"] not in texts]
        if not fresh:
            break
        pool = [e for e in fresh if e["creature"] not in seen] or fresh
        picked.append(pool[int(rng.integers(len(pool)))])
    out = []
    for card, entry in zip(range(16, 21), picked, strict=False):
        monster = looked_up.pack.monsters[entry["creature"]]
        counts = _counts(monster)
        count = counts[int(rng.integers(len(counts)))]
        text = _sentence(f"{called(monster)} ({count}), {entry['text']}")
        out.append({**entry, "card": card, "text": text, "count": count})
    return out


def _errands(
    looked_up: index.Index, held: Plan, keys: Sequence[str], denizens: Sequence[str] = ()
) -> list[list[dict[str, Any]]]:
    """Every errand each faction's standing members may be met on (p. 341), by faction: only
    members standing on the level (``denizens``, where any is given), and only errands that
    fit them (``fits``). A faction whose lord stands alone has no one to send."""
    pack = looked_up.pack
    names = {f.id: f.name for f in held.factions}
    out = []
    for faction in held.factions:
        others: dict[str, list[str]] = {"rival": [], "ally": [], "prey": []}
        for relation in faction.relations:
            if relation.creature:
                if relation.kind == "prey":
                    others["prey"].append(pack.monsters[relation.other].name)
            elif relation.kind in ("rivals", "at war"):
                others["rival"].append(names[relation.other])
            elif relation.kind == "allies":
                others["ally"].append(names[relation.other])
        lair = keys[faction.lair] if keys else str(faction.lair)
        options = []
        for monster_id in _met_here(faction.standing(pack), denizens):
            monster = pack.monsters[monster_id]
            for errand in pack.factions.errands:
                if not fits(errand.id, monster):
                    continue
                for other in others[errand.needs] if errand.needs else [""]:
                    text = errand.text.format(faction=faction.name, lair=lair, other=other)
                    options.append(
                        {**_errand_entry(monster, text, faction.id), "errand": errand.id}
                    )
        out.append(options)
    return out


def _met_here(members: Sequence[str], denizens: Sequence[str]) -> list[str]:
    """Of ``members``, those standing on the level; all of them where nothing is said."""
    if not denizens:
        return list(members)
    return [m for m in members if m in denizens]


def fits(errand: str, monster: Any) -> bool:
    """Whether ``monster`` can be met on ``errand`` (p. 341): words for those that talk, hands
    for those with a body (``TALKING_ERRANDS``, ``BODILY_ERRANDS``)."""
    if errand in TALKING_ERRANDS and not monster.talks:
        return False
    return not (errand in BODILY_ERRANDS and monster.id in BODILESS)


def called(monster: Any) -> str:
    """What the road calls ``monster``: its name, or for a lord whose level also holds its
    ordinary copies (Xania, p. 355) "Copies of" it, so the table never sends out the lord."""
    return f"Copies of {monster.name}" if monster.lord else monster.name


def _counts(monster: Any) -> tuple[str, ...]:
    """How many come (p. 376, ``COUNT_BY_THREAT``): one of a one-of-a-kind creature."""
    if monster.singular:
        return ("1",)
    return COUNT_BY_THREAT.get(monster.encounter_threat, ("1",))


def _errand_entry(monster: Any, text: str, faction: str) -> dict[str, Any]:
    """An encounter entry before its card and count: who, about what, for which faction."""
    entry = {
        "band": "random_encounter",
        "id": f"encounter_{monster.id}",
        "kind": "encounter",
        "name": called(monster),
        "text": text,
        "creature": monster.id,
        "disposition": "hostile" if monster.aggressive else "draw",
    }
    if faction:
        entry["faction"] = faction
    return entry


def _sentence(text: str) -> str:
    """A phrase made into a sentence: capital first, full stop last."""
    text = text.strip()
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def rewrite(
    rng: np.random.Generator,
    pack: ContentPack,
    seed: DungeonSeed,
    card: int,
    table: Sequence[dict[str, Any]],
    *,
    denizens: Sequence[str],
    traps: Sequence[str],
    words: dict[str, str],
    factions: Plan | None = None,
    keys: Sequence[str] = (),
) -> dict[str, Any] | None:
    """A new entry for ``card`` written by this procedure from the level's own creatures,
    traps and templates (p. 160), unlike every entry of ``table``; ``None`` when the band's
    sources hold nothing new. A travel event keeps the kind it replaces (the tax, choice and
    hazard the band must hold, p. 341) when one of that kind is left. With the level's
    ``factions`` a random encounter is faction business, as ``write`` makes them."""
    looked_up = index.of(pack)
    templates = looked_up.level_templates(seed)
    band = band_of(card)
    old = next((e for e in table if e["card"] == card), None)
    candidates: list[dict[str, Any]]
    if band == "curiosity":
        candidates = _all_signs(looked_up, denizens, traps) + [
            _template(card, t, words, looked_up) for t in templates if t.band == "curiosity"
        ]
    elif band == "travel_event":
        events = [t for t in templates if t.band == "travel_event"]
        same = [t for t in events if old is not None and t.kind == old.get("kind")]
        candidates = [_template(card, t, words, looked_up) for t in same + events]
    elif band == "random_encounter" and factions is not None and factions.factions:
        candidates = _all_business(looked_up, factions, keys, denizens)
    elif band == "random_encounter":
        candidates = _all_encounters(looked_up, seed, denizens)
    elif band == "quest_rumor":
        candidates = [
            _template(card, t, words, looked_up) for t in templates if t.band == "quest_rumor"
        ]
    else:
        return None
    texts = {e["text"] for e in table}
    fresh = [c for c in candidates if c["text"] not in texts]
    if band == "travel_event" and old is not None:
        kept = [c for c in fresh if c["kind"] == old.get("kind")]
        fresh = kept or fresh
    if not fresh:
        return None
    chosen = fresh[int(rng.integers(len(fresh)))]
    return {**chosen, "card": card, "band": band}


def _all_signs(
    looked_up: index.Index, denizens: Sequence[str], traps: Sequence[str]
) -> list[dict[str, Any]]:
    """Every sign of the level's creatures and every clue to its traps (p. 340)."""
    out: list[dict[str, Any]] = []
    for monster_id in dict.fromkeys(denizens):
        monster = looked_up.pack.monsters[monster_id]
        for sign in monster.signs:
            out.append(
                {
                    "id": f"signs_of_{monster.id}",
                    "kind": "curiosity",
                    "name": f"signs of {monster.name}",
                    "text": _sentence(sign),
                    "foreshadows": {"monster": monster.id},
                }
            )
    for trap_id in dict.fromkeys(traps):
        trap = looked_up.pack.traps[trap_id]
        for clue in trap.clues:
            out.append(
                {
                    "id": f"clue_of_{trap.id}",
                    "kind": "curiosity",
                    "name": "a telltale sign",
                    "text": _sentence(clues.near(trap.guards, clue.text)),
                    "foreshadows": {"trap": trap.id},
                }
            )
    return out


def _all_encounters(
    looked_up: index.Index, seed: DungeonSeed, denizens: Sequence[str]
) -> list[dict[str, Any]]:
    """Every way the level's common monsters may be met on the road: each count its threat
    allows and each thing it may be busy at (p. 341)."""
    by_name = looked_up.monsters_by_name
    pool = [by_name[name] for name in (*seed.common_monsters, *seed.kept)]
    out: list[dict[str, Any]] = []
    for monster in pool:
        for count in dict.fromkeys(_counts(monster)):
            out += [_meeting(monster, count, busy) for busy in monster.busy]
    return out


def _all_business(
    looked_up: index.Index, held: Plan, keys: Sequence[str], denizens: Sequence[str] = ()
) -> list[dict[str, Any]]:
    """Every faction errand and every unaligned creature's doing, at each count its threat
    allows (pp. 337, 341), of the creatures standing on the level (``denizens``)."""
    raw = [entry for options in _errands(looked_up, held, keys, denizens) for entry in options]
    for monster_id in _met_here(held.unaligned, denizens):
        monster = looked_up.pack.monsters[monster_id]
        raw += [_errand_entry(monster, busy, "") for busy in monster.busy]
    out = []
    for entry in raw:
        monster = looked_up.pack.monsters[entry["creature"]]
        for count in dict.fromkeys(_counts(monster)):
            text = _sentence(f"{called(monster)} ({count}), {entry['text']}")
            out.append({**entry, "text": text, "count": count})
    return out
