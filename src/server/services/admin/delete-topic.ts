import { syllabusTopics } from '../../db/schema';
import { deleteByIdVerb } from './delete-by-id';
import { topicNotFound } from './topic-dto';

/** Questions keep their topic text; their topic_id is cleared by the foreign key (on delete set null). */
export const deleteTopic = deleteByIdVerb(syllabusTopics, topicNotFound);
