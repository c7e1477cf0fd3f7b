"""One carver per level shape (issue 20): each draws a level as its dungeon seed asks."""
