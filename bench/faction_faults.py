"""The faction faults a GM's read found (issue 21, gm_review items 4 and 6), over many seeds.

    uv run python bench/faction_faults.py --seeds 200      # seeds 0–199, five levels each

Counted on the generated levels themselves (``worm.gen.underworld.generate``):

- lairs with none of their faction standing in them (the household's lair holds its lord),
  and of them those the stocking made safe rooms (``rooms._make_safe``'s to keep off);
- factions with no member standing anywhere on their level (and of them, those whose lair
  was made safe);
- levels where two factions hunt the same creatures, or keep clear of the same ones
  (both lists non-empty and equal), and relations naming a creature that stands nowhere on
  the level;
- shuns and wants about light on a brightly lit level (a dark to keep, lights that never grow);
- levels where two factions want the same thing;
- factions with no tongue whose want needs talk;
- standing groups per room (the lord's room aside), overall and the least per Underworld;
- issue 21's second read (gm_review2 problems 1 and 7): levels whose only standing group is
  the lord; a lord met on the Meatgrinder's roads as porters or sentries (a lord without
  ordinary copies); rooms other than the lord's whose stocking calls a creature there the
  dungeon lord; one-of-a-kind creatures standing in two rooms of a level; Meatgrinder
  encounters with creatures standing nowhere on the level; errands that don't fit the band
  (talk asked of creatures that can't talk, carrying or scavenging asked of the bodiless);
- gm_review2 problem 2: hook rooms held by a faction that will not have what the hook
  brings there (a fire shared on the ground of those who shun flame); hooks naming the
  lord's own people on the ground of a faction out of power; a hook's person (a smith, a
  money-lender) beside a band that attacks on sight; hook people (smith, money-lender,
  debtor, prisoner, ghost, hermit, cook, hulking beast) with no Denizens line of their own;
- gm_review2 problem 3: beast hooks (a hulking beast to be led to a treadwheel) whose two
  levels no known way a big creature can walk joins (stairs, tunnel, cavern, bridge), or
  with either end in a secret room.
"""

from __future__ import annotations

import argparse
import statistics
from typing import Any

from worm.content import loader
from worm.gen import keyed
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

LIGHT_MOTIVES = ("bright_light", "lights_to_steal")
"""The wants and shuns that only make sense where the level keeps a dark of its own."""

TALKING_WANTS = ("spells_to_watch", "tended_lair", "silver_for_the_ward")
"""Wants that need words to be asked for or dealt in, counted with those ``speaking`` marks
(listed here too so the figure reads the same before they were marked)."""


def measure(seeds: range, levels: int) -> dict[str, Any]:
    pack = loader.load()
    counts = dict.fromkeys(
        (
            "lairs",
            "lairs without a band",
            "of them, lairs the stocking made safe",
            "factions",
            "factions never placed",
            "of them, with their lair made safe",
            "levels",
            "levels with identical hunt lists",
            "levels with identical keep-clear lists",
            "relations to creatures standing nowhere",
            "light motives on bright levels",
            "levels with a duplicate want",
            "voiceless factions wanting talk",
            "levels with no standing group but the lord",
            "Meatgrinder rows sending out a lord",
            "rooms calling a creature the lord away from the lord's room",
            "one-of-a-kind creatures standing in two rooms",
            "Meatgrinder encounters with creatures standing nowhere",
            "errands that don't fit the band",
            "hook rooms held by a faction shunning what the hook brings",
            "hooks naming the lord's people on a rival's ground",
            "hook people beside a band hostile on sight",
            "hook people",
            "of them, with no Denizens line",
            "beast hooks",
            "of them, with no walkable way between their levels",
            "of them, with an end in a secret room",
        ),
        0,
    )
    per_room: list[float] = []
    groups = rooms = 0
    for seed in seeds:
        world = generate(seed, LayoutSettings(levels=levels), pack)
        here_groups = here_rooms = 0
        for level in world.levels:
            plan = level.factions
            counts["levels"] += 1
            standing = {d for s in level.stock for d in s.denizens}
            here_rooms += sum(1 for s in level.stock if not s.lord)
            here_groups += sum(1 for s in level.stock if s.denizens and not s.lord)
            _second_read(level, pack, counts, standing)
            _hook_clashes(level, pack, counts)
            if plan is None:
                continue
            hunts, clears, wants = [], [], []
            for faction in plan.factions:
                counts["lairs"] += 1
                counts["factions"] += 1
                members = set(faction.members)
                if not set(level.stock[faction.lair].denizens) & members:
                    counts["lairs without a band"] += 1
                    counts["of them, lairs the stocking made safe"] += level.stock[
                        faction.lair
                    ].safe
                if not members & standing:
                    counts["factions never placed"] += 1
                    counts["of them, with their lair made safe"] += level.stock[faction.lair].safe
                prey = sorted(r.other for r in faction.relations if r.kind == "prey")
                wary = sorted(r.other for r in faction.relations if r.kind == "wary")
                counts["relations to creatures standing nowhere"] += sum(
                    1 for r in faction.relations if r.creature and r.other not in standing
                )
                hunts.append(tuple(prey))
                clears.append(tuple(wary))
                wants.append(faction.want.id)
                if level.seed.lighting == "bright":
                    counts["light motives on bright levels"] += (
                        faction.want.id in LIGHT_MOTIVES
                    ) + (faction.shun.id in LIGHT_MOTIVES)
                if not faction.languages and (
                    faction.want.speaking or faction.want.id in TALKING_WANTS
                ):
                    counts["voiceless factions wanting talk"] += 1
            counts["levels with identical hunt lists"] += _alike(hunts)
            counts["levels with identical keep-clear lists"] += _alike(clears)
            counts["levels with a duplicate want"] += len(set(wants)) < len(wants)
        _beasts(world, counts)
        groups += here_groups
        rooms += here_rooms
        per_room.append(here_groups / max(1, here_rooms))
    out: dict[str, Any] = dict(counts)
    out["standing groups per room"] = f"{groups / max(1, rooms):.3f} ({groups} in {rooms})"
    out["groups per room by seed (min, median)"] = (
        round(min(per_room), 3),
        round(statistics.median(per_room), 3),
    )
    return out


TALKING_ERRANDS = ("tithe_takers", "envoys", "traders")
"""Errands that take words: asking a toll, carrying a gift with a message, haggling."""

BODILY_ERRANDS = ("porters", "foragers", "builders")
"""Errands that take hands and a body: hauling, scavenging, shoring up a tunnel."""

BODILESS = ("ghosts", "elven_ghosts", "banshees", "wraiths", "shadows", "will_o_wisps")
"""The creatures without a body to carry or dig with (counted here by id, so the figure reads
the same before the generator knew them)."""


BRINGS = {
    "return_lamp_oil": ("fire", "light"),
    "return_choir": ("holy", "noise"),
    "return_waterwheel": ("noise",),
    "quest_oracle_bones": ("fire",),
    "quest_smith": ("fire", "iron"),
    "quest_rival_guild": ("fire",),
}
THERE_BRINGS = {"return_choir": ("holy", "noise"), "return_waterwheel": ("noise",)}
THERE_BRINGS["return_sealed_vault"] = ("mirrors",)
"""What each hook brings into its room, as assets/hooks.toml's ``brings`` says (written out here
so the figure reads the same before the hooks said it)."""

PEOPLE = ("hermit", "smith", "money-lender", "debtor", "cook", "kitchen staff", "prisoner")
PEOPLE += ("ghost", "rival guild", "band")


WAITING = ("smith", "money-lender", "debtor", "prisoner", "ghost", "hermit", "cook")
WAITING += ("hulking beast",)


def _hook_clashes(level: Any, pack: Any, counts: dict[str, int]) -> None:
    """Count gm_review2 problem 2's clashes between a room's hooks and who holds or stands in it."""
    plan = level.factions
    for index, here in enumerate(level.stock):
        faction = plan.by_id(here.faction) if plan is not None and here.faction else None
        ids = [(h.get("id", ""), BRINGS, h.get("here", "")) for h in here.hooks]
        ids += [(c.get("hook", ""), THERE_BRINGS, c.get("here", "")) for c in here.counterparts]
        for hook_id, table, who in ids:
            if faction is not None:
                clash = set(table.get(hook_id, ())) & set(faction.shun.tastes)
                counts["hook rooms held by a faction shunning what the hook brings"] += bool(clash)
                hook = pack.hooks.get(hook_id)
                lordly = hook is not None and "{lord}" in hook.text and table is BRINGS
                counts["hooks naming the lord's people on a rival's ground"] += bool(
                    lordly and not faction.household
                )
            for part in who.split(";"):
                if part.strip() in WAITING:
                    counts["hook people"] += 1
                    lines = keyed._denizens(level, index, pack)
                    counts["of them, with no Denizens line"] += not any(
                        line.startswith(f"**Denizens:** The {part.strip()}") for line in lines
                    )
            person = any(part.strip() in PEOPLE for part in who.split(";"))
            hostile = any(pack.monsters[m].aggressive for m in here.denizens if not here.lord)
            counts["hook people beside a band hostile on sight"] += person and hostile


BEASTS = ("return_great_wheel",)
WALKS = ("stairs", "tunnel", "cavern", "bridge")
"""The hooks whose counterpart is a big creature, and the ways it can walk (worm.gen.hooks)."""


def _beasts(world: Any, counts: dict[str, int]) -> None:
    """Count gm_review2 problem 3's unplayable beast hooks in one Underworld."""
    walks = {
        frozenset((c.a, c.b)) for c in world.layout.connections if c.kind in WALKS and not c.secret
    }
    plan = world.levels[0].hook_plan
    by_number = {level.number: level for level in world.levels}
    for thread in plan.threads:
        if thread.hook not in BEASTS:
            continue
        counts["beast hooks"] += 1
        counts["of them, with no walkable way between their levels"] += (
            frozenset((thread.level, thread.other_level)) not in walks
        )
        counts["of them, with an end in a secret room"] += (
            thread.room in by_number[thread.level].keyed.secret_rooms
            or thread.other_room in by_number[thread.other_level].keyed.secret_rooms
        )


def _second_read(level: Any, pack: Any, counts: dict[str, int], standing: set[str]) -> None:
    """Count the lord-only and Meatgrinder faults of one level (gm_review2 problems 1, 7)."""
    lone_lords = {
        m for m in standing if pack.monsters[m].lord and not pack.monsters[m].common_threat
    }
    groups = [s for s in level.stock if s.denizens and not s.lord]
    counts["levels with no standing group but the lord"] += not any(
        set(s.denizens) - lone_lords for s in groups
    )
    for index, here in enumerate(level.stock):
        if here.lord:
            continue
        lines = keyed._denizens(level, index, pack)
        counts["rooms calling a creature the lord away from the lord's room"] += any(
            line.startswith("**Dungeon lord:**") for line in lines
        )
    alone = [m for s in level.stock for m in dict.fromkeys(s.denizens)]
    counts["one-of-a-kind creatures standing in two rooms"] += sum(
        1 for m in set(alone) if getattr(pack.monsters[m], "singular", False) and alone.count(m) > 1
    )
    for entry in level.meatgrinder:
        if entry.get("band") != "random_encounter" or "creature" not in entry:
            continue
        monster = pack.monsters[entry["creature"]]
        counts["Meatgrinder rows sending out a lord"] += monster.lord and not monster.common_threat
        counts["Meatgrinder encounters with creatures standing nowhere"] += (
            monster.id not in standing
        )
        errand = entry.get("errand", "")
        counts["errands that don't fit the band"] += (
            errand in TALKING_ERRANDS and not monster.talks
        ) or (errand in BODILY_ERRANDS and monster.id in BODILESS)


def _alike(lists: list[tuple[str, ...]]) -> bool:
    filled = [entry for entry in lists if entry]
    return len(set(filled)) < len(filled)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--levels", type=int, default=5)
    args = parser.parse_args()
    for name, value in measure(range(args.seeds), args.levels).items():
        print(f"{name}: {value}")


if __name__ == "__main__":
    main()
