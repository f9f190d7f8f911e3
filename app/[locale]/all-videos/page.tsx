import { VideoAreaPage, type VideoAreaProps, videoAreaMetadata } from '@/components/video/video-area-page';

export const generateMetadata = (props: VideoAreaProps) => videoAreaMetadata('/all-videos', props);

export default function AllVideosPage(props: VideoAreaProps) {
  return <VideoAreaPage area="/all-videos" {...props} />;
}
