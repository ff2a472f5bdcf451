"""Practice after the lessons: drills mined from games by the engine, themed by rule id, rated and scheduled."""
